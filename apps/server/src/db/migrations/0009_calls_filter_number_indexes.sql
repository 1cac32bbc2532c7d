DROP INDEX "call_history_numbers_trgm";--> statement-breakpoint
CREATE INDEX "call_history_trial_filters_idx" ON "call_history" USING btree ("status","call_type","duration") INCLUDE ("deleted_at") WHERE "call_history"."is_trial" = 1;--> statement-breakpoint
CREATE INDEX "call_history_from_national_idx" ON "call_history" USING btree (right("from_number", 10) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "call_history_to_national_idx" ON "call_history" USING btree (right("to_number", 10) text_pattern_ops);