ALTER TABLE "outbox_messages" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "reservation_sequence" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_deadline_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_reservation_idx" ON "outbox_messages" USING btree ("reservation_id");--> statement-breakpoint
-- What existing reservations were promised is not recorded; their branch's current deadline is the best
-- reading of it.
UPDATE "reservations" SET "cancellation_deadline_hours" = "branches"."cancellation_deadline_hours"
FROM "branches" WHERE "branches"."id" = "reservations"."branch_id";--> statement-breakpoint
-- Reminders name their reservation in the dedupe key ('reminder:<id>:<start>:<channel>').
UPDATE "outbox_messages" SET "reservation_id" = split_part("dedupe_key", ':', 2)::integer
WHERE "dedupe_key" LIKE 'reminder:%'
  AND EXISTS (SELECT 1 FROM "reservations" WHERE "reservations"."id" = split_part("outbox_messages"."dedupe_key", ':', 2)::integer);
