DROP INDEX "call_history_org_started_idx";--> statement-breakpoint
DROP INDEX "call_history_from_national_idx";--> statement-breakpoint
DROP INDEX "call_history_to_national_idx";--> statement-breakpoint
CREATE INDEX "call_history_org_started_cover_idx" ON "call_history" USING btree ("org_id","started_at") INCLUDE ("id","duration","status","deleted_at","call_type","user_id");--> statement-breakpoint
CREATE INDEX "call_history_org_status_idx" ON "call_history" USING btree ("org_id","status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_history_org_user_idx" ON "call_history" USING btree ("org_id","user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_history_trial_from_national_idx" ON "call_history" USING btree (right("from_number", 10) text_pattern_ops) WHERE "call_history"."is_trial" = 1;--> statement-breakpoint
CREATE INDEX "call_history_trial_to_national_idx" ON "call_history" USING btree (right("to_number", 10) text_pattern_ops) WHERE "call_history"."is_trial" = 1;--> statement-breakpoint
CREATE INDEX "call_history_dialer_from_national_idx" ON "call_history" USING btree (right("from_number", 10) text_pattern_ops) WHERE "call_history"."source" = 'DIALER';--> statement-breakpoint
CREATE INDEX "call_history_dialer_to_national_idx" ON "call_history" USING btree (right("to_number", 10) text_pattern_ops) WHERE "call_history"."source" = 'DIALER';--> statement-breakpoint
CREATE INDEX "call_history_org_from_national_idx" ON "call_history" USING btree ("org_id",right("from_number", 10) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "call_history_org_to_national_idx" ON "call_history" USING btree ("org_id",right("to_number", 10) text_pattern_ops);--> statement-breakpoint
-- Within one team, the agent and the team's number follow from the org: told so, the planner
-- expects a team's agent filter to match many rows and reads them in order, stopping early.
CREATE STATISTICS IF NOT EXISTS "call_history_org_stats" (dependencies) ON "org_id", "user_id", "to_number" FROM "call_history";
