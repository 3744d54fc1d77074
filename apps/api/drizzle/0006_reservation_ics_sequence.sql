ALTER TABLE "reservations" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Before this column a cancelled reservation's event was sent with SEQUENCE:1; keep it there, so a later
-- copy of the cancellation is not older than the one the customer already has.
UPDATE "reservations" SET "ics_sequence" = 1 WHERE "cancelled_at" IS NOT NULL;
