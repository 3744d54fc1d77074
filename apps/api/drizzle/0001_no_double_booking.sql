-- One worker can never hold two overlapping non-cancelled reservations (the same rule on PGlite and PostgreSQL).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("worker_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("cancelled_at" IS NULL);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_range_valid" CHECK ("ends_at" > "starts_at");
