CREATE TABLE "console_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_settings" ADD CONSTRAINT "console_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Requiring a second factor of everyone narrows every session at once: every instance forgets
-- the sessions it keeps (0052's notify_sessions_changed).
CREATE TRIGGER console_settings_sessions_changed AFTER INSERT OR UPDATE OR DELETE ON console_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
