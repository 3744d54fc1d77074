-- Issue 16, decision 046: every API process keeps computed availability answers in memory and forgets them
-- when told, like the public branch cache (0011). A NOTIFY on rezervo_availability goes out when a
-- transaction that changed what availability reads commits (never on a rollback), in whichever process.
-- A worker's own rows (reservations, absences and extra hours, working hours) name the worker in the
-- payload, so a booking forgets only the answers that offer that worker; a row trigger, since a statement
-- trigger cannot see its rows, and PostgreSQL sends one notice per distinct payload of a transaction, so a
-- bulk change sends one per worker. Everything else (branch, hours, items, who performs them) names its
-- table, and a process forgets every answer.
CREATE OR REPLACE FUNCTION rezervo_availability_worker_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('rezervo_availability', OLD.worker_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('rezervo_availability', NEW.worker_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rezervo_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rezervo_availability', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_availability_changed AFTER INSERT OR UPDATE OR DELETE ON "reservations" FOR EACH ROW EXECUTE FUNCTION rezervo_availability_worker_changed();
--> statement-breakpoint
CREATE TRIGGER reservations_availability_truncated AFTER TRUNCATE ON "reservations" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER worker_exceptions_availability_changed AFTER INSERT OR UPDATE OR DELETE ON "worker_exceptions" FOR EACH ROW EXECUTE FUNCTION rezervo_availability_worker_changed();
--> statement-breakpoint
CREATE TRIGGER worker_exceptions_availability_truncated AFTER TRUNCATE ON "worker_exceptions" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER working_hours_availability_changed AFTER INSERT OR UPDATE OR DELETE ON "working_hours" FOR EACH ROW EXECUTE FUNCTION rezervo_availability_worker_changed();
--> statement-breakpoint
CREATE TRIGGER working_hours_availability_truncated AFTER TRUNCATE ON "working_hours" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER companies_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER branches_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branches" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER branch_opening_hours_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branch_opening_hours" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER branch_exceptions_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branch_exceptions" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER items_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER workers_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workers" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER worker_branches_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "worker_branches" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
--> statement-breakpoint
CREATE TRIGGER worker_items_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "worker_items" FOR EACH STATEMENT EXECUTE FUNCTION rezervo_availability_changed();
