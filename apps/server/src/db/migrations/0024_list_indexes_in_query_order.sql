DROP INDEX "audit_log_org_idx";--> statement-breakpoint
DROP INDEX "audit_log_subject_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "org_temp_otps_org_idx";--> statement-breakpoint
DROP INDEX "digio_requests_org_idx";--> statement-breakpoint
DROP INDEX "subscriptions_org_idx";--> statement-breakpoint
DROP INDEX "subscriptions_status_id_idx";--> statement-breakpoint
DROP INDEX "subscriptions_plan_idx";--> statement-breakpoint
DROP INDEX "talk_time_ledger_org_idx";--> statement-breakpoint
DROP INDEX "top_ups_org_idx";--> statement-breakpoint
DROP INDEX "gateway_events_received_idx";--> statement-breakpoint
DROP INDEX "invoices_org_idx";--> statement-breakpoint
DROP INDEX "mandates_org_idx";--> statement-breakpoint
DROP INDEX "mandates_status_idx";--> statement-breakpoint
DROP INDEX "payment_links_org_idx";--> statement-breakpoint
DROP INDEX "payment_links_status_idx";--> statement-breakpoint
DROP INDEX "payments_org_idx";--> statement-breakpoint
DROP INDEX "payments_created_idx";--> statement-breakpoint
DROP INDEX "call_history_org_idx";--> statement-breakpoint
DROP INDEX "call_history_trial_idx";--> statement-breakpoint
DROP INDEX "call_history_dialer_idx";--> statement-breakpoint
DROP INDEX "call_history_org_dialer_idx";--> statement-breakpoint
DROP INDEX "notes_org_idx";--> statement-breakpoint
DROP INDEX "notes_user_idx";--> statement-breakpoint
DROP INDEX "outbox_org_idx";--> statement-breakpoint
DROP INDEX "sim_phone_connections_user_idx";--> statement-breakpoint
DROP INDEX "user_devices_user_seen_idx";--> statement-breakpoint
DROP INDEX "voice_messages_org_idx";--> statement-breakpoint
DROP INDEX "voip_number_history_org_idx";--> statement-breakpoint
DROP INDEX "voip_numbers_org_idx";--> statement-breakpoint
DROP INDEX "internal_leads_org_idx";--> statement-breakpoint
DROP INDEX "integration_settings_org_idx";--> statement-breakpoint
CREATE INDEX "outbox_channel_idx" ON "outbox" USING btree ("channel","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voip_numbers_assigned_idx" ON "voip_numbers" USING btree ("assigned_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voip_numbers_status_assigned_idx" ON "voip_numbers" USING btree ("status","assigned_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voip_numbers_number_trgm" ON "voip_numbers" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "internal_leads_stage_idx" ON "internal_leads" USING btree ("stage","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "internal_leads_source_idx" ON "internal_leads" USING btree ("source","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_org_idx" ON "audit_log" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "org_temp_otps_org_idx" ON "org_temp_otps" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "digio_requests_org_idx" ON "digio_requests" USING btree ("org_id","kind","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_org_idx" ON "subscriptions" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_status_id_idx" ON "subscriptions" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "talk_time_ledger_org_idx" ON "talk_time_ledger" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "top_ups_org_idx" ON "top_ups" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gateway_events_received_idx" ON "gateway_events" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_org_idx" ON "invoices" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mandates_org_idx" ON "mandates" USING btree ("org_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mandates_status_idx" ON "mandates" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_links_org_idx" ON "payment_links" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_links_status_idx" ON "payment_links" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_org_idx" ON "payments" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_history_org_idx" ON "call_history" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_history_trial_idx" ON "call_history" USING btree ("id" DESC NULLS FIRST) WHERE "call_history"."is_trial" = 1;--> statement-breakpoint
CREATE INDEX "call_history_dialer_idx" ON "call_history" USING btree ("id" DESC NULLS FIRST) WHERE "call_history"."source" = 'DIALER';--> statement-breakpoint
CREATE INDEX "call_history_org_dialer_idx" ON "call_history" USING btree ("org_id","id" DESC NULLS FIRST) WHERE "call_history"."source" = 'DIALER';--> statement-breakpoint
CREATE INDEX "notes_org_idx" ON "notes" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notes_user_idx" ON "notes" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_org_idx" ON "outbox" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sim_phone_connections_user_idx" ON "sim_phone_connections" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_devices_user_seen_idx" ON "user_devices" USING btree ("user_id","last_seen_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voice_messages_org_idx" ON "voice_messages" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voip_number_history_org_idx" ON "voip_number_history" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voip_numbers_org_idx" ON "voip_numbers" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "internal_leads_org_idx" ON "internal_leads" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "integration_settings_org_idx" ON "integration_settings" USING btree ("org_id","id" DESC NULLS FIRST);