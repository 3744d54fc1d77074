CREATE TABLE "notification_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"booking_confirmation_email" boolean DEFAULT true NOT NULL,
	"reminder_email" boolean DEFAULT true NOT NULL,
	"reminder_sms" boolean DEFAULT false NOT NULL,
	"reminder_offset_minutes" integer DEFAULT 1440 NOT NULL,
	"business_cancellation_email" boolean DEFAULT true NOT NULL,
	"cancellation_sms" boolean DEFAULT true NOT NULL,
	"new_booking_to_business" boolean DEFAULT true NOT NULL,
	"customer_cancellation_to_business" boolean DEFAULT true NOT NULL,
	"cancellation_sms_text" text,
	"reminder_sms_text" text,
	"sms_strip_diacritics" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_company_idx";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_unique" ON "outbox_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_company_idx" ON "outbox_messages" USING btree ("company_id","created_at");