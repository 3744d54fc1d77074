CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT 'ks' NOT NULL,
	"unit_price_haler" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"base_haler" integer NOT NULL,
	"vat_haler" integer NOT NULL,
	"total_haler" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_series" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_number_series_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"variable_symbol" text NOT NULL,
	"corrected_invoice_id" integer,
	"reason" text,
	"issued_on" date NOT NULL,
	"taxable_supply_on" date NOT NULL,
	"due_on" date NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text DEFAULT 'CZK' NOT NULL,
	"supplier" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"base_haler" integer NOT NULL,
	"vat_haler" integer NOT NULL,
	"rounding_haler" integer DEFAULT 0 NOT NULL,
	"total_haler" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_credit_note_corrects_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrected_invoice_id" is not null)),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_haler" = "invoices"."base_haler" + "invoices"."vat_haler" + "invoices"."rounding_haler")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrected_invoice_id_invoices_id_fk" FOREIGN KEY ("corrected_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_unique" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence_unique" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_on");