-- Issue 16, decision 023: every API process keeps the public branch answers (and the server-rendered branch
-- pages) in memory and forgets them when told: any statement that changes what a public branch shows sends a
-- NOTIFY on rezervo_public_branch, delivered to every listening process when its transaction commits (and
-- never when it rolls back). A trigger per statement, so a bulk change sends one notice, not one per row.
CREATE OR REPLACE FUNCTION rezervo_public_branch_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rezervo_public_branch', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER branches_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branches" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER branch_opening_hours_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branch_opening_hours" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER branch_exceptions_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branch_exceptions" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER category_groups_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_groups" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER categories_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER item_categories_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_categories" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER items_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER workers_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workers" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER worker_branches_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "worker_branches" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER worker_items_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "worker_items" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
--> statement-breakpoint
CREATE TRIGGER images_public_branch_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_public_branch_changed();
