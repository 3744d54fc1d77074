CREATE TABLE "card_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_haler" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"refunded_at" timestamp with time zone,
	"overdue_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_payment_unique" ON "card_refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "card_refunds_due_idx" ON "card_refunds" USING btree ("next_attempt_at") WHERE "card_refunds"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "card_refunds_company_idx" ON "card_refunds" USING btree ("company_id");