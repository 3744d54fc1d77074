CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"worker_id" integer,
	"branch_id" integer,
	"token" text NOT NULL,
	"detail" text DEFAULT 'first_name' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_one_owner" CHECK (("calendar_feeds"."worker_id" is null) <> ("calendar_feeds"."branch_id" is null)),
	CONSTRAINT "calendar_feeds_detail" CHECK ("calendar_feeds"."detail" in ('first_name', 'full'))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_worker_unique" ON "calendar_feeds" USING btree ("worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_branch_unique" ON "calendar_feeds" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_company_idx" ON "calendar_feeds" USING btree ("company_id");