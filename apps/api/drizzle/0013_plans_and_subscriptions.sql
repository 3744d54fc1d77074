CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"monthly_price_czk" integer NOT NULL,
	"yearly_price_czk" integer NOT NULL,
	"vat_rate" integer DEFAULT 21 NOT NULL,
	"max_branches" integer,
	"max_workers" integer,
	"max_reservations_per_month" integer,
	"sms_per_month" integer DEFAULT 0 NOT NULL,
	"statistics" boolean DEFAULT false NOT NULL,
	"staff_roles" boolean DEFAULT false NOT NULL,
	"offered" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_credit_balances" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"allowance_remaining" integer DEFAULT 0 NOT NULL,
	"allowance_month" text,
	"purchased" integer DEFAULT 0 NOT NULL,
	"exhausted_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_credit_balances_allowance_check" CHECK ("sms_credit_balances"."allowance_remaining" >= 0),
	CONSTRAINT "sms_credit_balances_purchased_check" CHECK ("sms_credit_balances"."purchased" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"outbox_message_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"status" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"payment_method" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_interval_check" CHECK ("subscriptions"."interval" in ('month', 'year')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trialing', 'active', 'past_due', 'canceled')),
	CONSTRAINT "subscriptions_payment_method_check" CHECK ("subscriptions"."payment_method" is null or "subscriptions"."payment_method" in ('card', 'bank_transfer'))
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_credit_balances" ADD CONSTRAINT "sms_credit_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_credit_ledger" ADD CONSTRAINT "sms_credit_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_credit_ledger_company_idx" ON "sms_credit_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","trial_ends_at");--> statement-breakpoint
-- The plans of decision 032 (prices in whole CZK without VAT; yearly = 10 × monthly; null = no limit).
INSERT INTO "plans" ("id", "name", "rank", "monthly_price_czk", "yearly_price_czk", "vat_rate", "max_branches", "max_workers", "max_reservations_per_month", "sms_per_month", "statistics", "staff_roles") VALUES
  ('zdarma', 'Zdarma', 0, 0, 0, 21, 1, 2, 50, 0, false, false),
  ('start', 'Start', 1, 290, 2900, 21, 2, 5, 500, 50, true, false),
  ('profi', 'Profi', 2, 690, 6900, 21, 10, 30, NULL, 300, true, true);
--> statement-breakpoint
-- Every company that exists when billing arrives gets the 14-day trial of the highest plan, counted from now.
INSERT INTO "subscriptions" ("company_id", "plan_id", "interval", "status", "trial_ends_at")
  SELECT "id", 'profi', 'month', 'trialing', now() + interval '14 days' FROM "companies";
