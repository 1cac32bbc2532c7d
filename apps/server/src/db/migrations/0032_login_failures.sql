CREATE TABLE "login_failures" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_failures_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","last_failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_last_failed_idx" ON "login_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "request_claims_created_idx" ON "request_claims" USING btree ("created_at");--> statement-breakpoint
-- Sessions end when their user stops being able to log in (deactivated, deleted) or gets a new
-- password, whatever writes the change (a screen, the staff command, an operator's SQL): a
-- reactivated user logs in again instead of getting old sessions back.
CREATE FUNCTION revoke_sessions_of_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_revoke_sessions AFTER UPDATE OF status, deleted_at, password_hash ON users
  FOR EACH ROW WHEN (
    NEW.status IS DISTINCT FROM OLD.status AND NEW.status <> 'ACTIVE'
    OR NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL
    OR NEW.password_hash IS DISTINCT FROM OLD.password_hash
  )
  EXECUTE FUNCTION revoke_sessions_of_changed_user();
