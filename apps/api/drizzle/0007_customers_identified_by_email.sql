CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_company_email_unique";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_into_customer_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_customer_id_customers_id_fk" FOREIGN KEY ("merged_into_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written. A customer is identified by the email alone, trimmed and in lower case (issue 17). Two live
-- customers of one company whose emails differ only in case are one mailbox, so the newer ones are merged into
-- the oldest exactly as the owner's merge does it, by the system instead of a person: their reservations (and
-- so their payments) move with a 'customer_merged' history row, the oldest fills its empty phone, note and
-- consent from them, and they are archived with merged_into_customer_id, so no record or history is lost.
CREATE TEMP TABLE "customer_email_case_merges" AS
SELECT "id" AS "source_id",
       first_value("id") OVER (PARTITION BY "company_id", lower(trim("email")) ORDER BY "id") AS "target_id"
FROM "customers"
WHERE "email" IS NOT NULL AND trim("email") <> '' AND "archived_at" IS NULL;--> statement-breakpoint
DELETE FROM "customer_email_case_merges" WHERE "source_id" = "target_id";--> statement-breakpoint
INSERT INTO "reservation_history" ("reservation_id", "actor", "user_id", "action", "changes")
SELECT r."id", 'system', NULL, 'customer_merged',
       jsonb_build_object('customer_id', jsonb_build_object('from', m."source_id", 'to', m."target_id"))
FROM "reservations" r
JOIN "customer_email_case_merges" m ON m."source_id" = r."customer_id";--> statement-breakpoint
UPDATE "reservations" r SET "customer_id" = m."target_id", "updated_at" = now()
FROM "customer_email_case_merges" m
WHERE r."customer_id" = m."source_id";--> statement-breakpoint
UPDATE "customers" t SET
  "phone" = coalesce(t."phone", (SELECT s."phone" FROM "customer_email_case_merges" m JOIN "customers" s ON s."id" = m."source_id" WHERE m."target_id" = t."id" AND s."phone" IS NOT NULL ORDER BY s."id" LIMIT 1)),
  "note" = coalesce(t."note", (SELECT s."note" FROM "customer_email_case_merges" m JOIN "customers" s ON s."id" = m."source_id" WHERE m."target_id" = t."id" AND s."note" IS NOT NULL ORDER BY s."id" LIMIT 1)),
  "consent_at" = coalesce(t."consent_at", (SELECT s."consent_at" FROM "customer_email_case_merges" m JOIN "customers" s ON s."id" = m."source_id" WHERE m."target_id" = t."id" AND s."consent_at" IS NOT NULL ORDER BY s."id" LIMIT 1)),
  "updated_at" = now()
WHERE t."id" IN (SELECT "target_id" FROM "customer_email_case_merges");--> statement-breakpoint
UPDATE "customers" c SET "archived_at" = now(), "merged_into_customer_id" = m."target_id", "updated_at" = now()
FROM "customer_email_case_merges" m
WHERE c."id" = m."source_id";--> statement-breakpoint
DROP TABLE "customer_email_case_merges";--> statement-breakpoint
-- Every stored email in its normal form, archived ones too, so lookups compare like with like.
UPDATE "customers" SET "email" = nullif(lower(trim("email")), '')
WHERE "email" IS DISTINCT FROM nullif(lower(trim("email")), '');--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_lower_email_unique" ON "customers" USING btree ("company_id",lower("email")) WHERE "customers"."email" is not null and "customers"."archived_at" is null;