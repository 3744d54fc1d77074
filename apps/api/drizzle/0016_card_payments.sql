CREATE TABLE "billing_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"facts" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "card_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"price_czk" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"description" text NOT NULL,
	"amount_haler" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"lease_until" timestamp with time zone,
	"first_failed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"payment_intent_id" text,
	"last_failure" text,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_charges_status_check" CHECK ("card_charges"."status" in ('pending', 'failed', 'succeeded', 'abandoned'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_label" text;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_webhook_events_event_unique" ON "billing_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_unprocessed_idx" ON "billing_webhook_events" USING btree ("received_at") WHERE "billing_webhook_events"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "card_charges_period_unique" ON "card_charges" USING btree ("company_id","period_end");