CREATE TABLE "call_day_counts" (
	"day" date NOT NULL,
	"is_trial" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "call_day_counts_day_is_trial_status_pk" PRIMARY KEY("day","is_trial","status")
);
--> statement-breakpoint
CREATE INDEX "audit_log_kyc_decisions_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."action" in ('kyc.approve', 'kyc.reject', 'kyc.incomplete', 'kyc.bv.approved', 'kyc.bv.rejected', 'kyc.bv.incomplete');--> statement-breakpoint
CREATE INDEX "orgs_live_created_idx" ON "orgs" USING btree ("created_at") WHERE "orgs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_trial_created_idx" ON "subscriptions" USING btree ("created_at") WHERE "subscriptions"."order_type" = 'TRIAL';--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_created_idx" ON "payment_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "call_history_trial_started_idx" ON "call_history" USING btree ("started_at") WHERE "call_history"."is_trial" = 1;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
-- Keeps call_day_counts exact: every statement that inserts, updates or deletes calls adds its
-- net change per India day (of started_at), trial flag and status, live calls only, in one
-- upsert (as kyc_queue_counts_apply does for the KYC queue). Rows are upserted in key order so
-- concurrent ingests lock the same counters in the same order (no deadlock).
CREATE OR REPLACE FUNCTION call_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO call_day_counts AS c (day, is_trial, status, n)
    SELECT (started_at AT TIME ZONE 'Asia/Kolkata')::date, is_trial, status, count(*)
      FROM new_rows WHERE deleted_at IS NULL
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, is_trial, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO call_day_counts AS c (day, is_trial, status, n)
    SELECT (started_at AT TIME ZONE 'Asia/Kolkata')::date, is_trial, status, -count(*)
      FROM old_rows WHERE deleted_at IS NULL
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, is_trial, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO call_day_counts AS c (day, is_trial, status, n)
    SELECT day, is_trial, status, sum(delta)
      FROM (SELECT (started_at AT TIME ZONE 'Asia/Kolkata')::date AS day, is_trial, status, -1 AS delta
              FROM old_rows WHERE deleted_at IS NULL
            UNION ALL
            SELECT (started_at AT TIME ZONE 'Asia/Kolkata')::date, is_trial, status, 1
              FROM new_rows WHERE deleted_at IS NULL) changes
     GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (day, is_trial, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER call_day_counts_on_insert AFTER INSERT ON "call_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER call_day_counts_on_update AFTER UPDATE ON "call_history"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER call_day_counts_on_delete AFTER DELETE ON "call_history"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_day_counts_apply();
--> statement-breakpoint
INSERT INTO call_day_counts (day, is_trial, status, n)
SELECT (started_at AT TIME ZONE 'Asia/Kolkata')::date, is_trial, status, count(*)
  FROM call_history WHERE deleted_at IS NULL GROUP BY 1, 2, 3;
