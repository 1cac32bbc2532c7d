CREATE TABLE "org_day_counts" (
	"day" date NOT NULL,
	"is_trial" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "org_day_counts_day_is_trial_pk" PRIMARY KEY("day","is_trial")
);
--> statement-breakpoint
CREATE TABLE "money_day_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"taxable" bigint DEFAULT 0 NOT NULL,
	"cgst" bigint DEFAULT 0 NOT NULL,
	"sgst" bigint DEFAULT 0 NOT NULL,
	"igst" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
-- Keeps org_day_counts exact: live teams by the India day they were created and whether they
-- are on trial now. An update that changes neither (most do) upserts nothing.
CREATE OR REPLACE FUNCTION org_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO org_day_counts AS c (day, is_trial, n)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, is_trial, count(*)
      FROM new_rows WHERE deleted_at IS NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, is_trial) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO org_day_counts AS c (day, is_trial, n)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, is_trial, -count(*)
      FROM old_rows WHERE deleted_at IS NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, is_trial) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO org_day_counts AS c (day, is_trial, n)
    SELECT day, is_trial, sum(delta)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, is_trial, -1 AS delta
              FROM old_rows WHERE deleted_at IS NULL
            UNION ALL
            SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, is_trial, 1
              FROM new_rows WHERE deleted_at IS NULL) changes
     GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, is_trial) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER org_day_counts_on_insert AFTER INSERT ON "orgs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION org_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER org_day_counts_on_update AFTER UPDATE ON "orgs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION org_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER org_day_counts_on_delete AFTER DELETE ON "orgs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION org_day_counts_apply();
--> statement-breakpoint
INSERT INTO org_day_counts (day, is_trial, n)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, is_trial, count(*)
  FROM orgs WHERE deleted_at IS NULL GROUP BY 1, 2;
--> statement-breakpoint
-- Keeps money_day_totals exact. Each of four tables adds its own columns by the India day of
-- its created_at: payments (not deleted) received and counted, refunds paid out, invoices'
-- taxable value and GST, credit notes' totals. A statement's change is its new rows' figures
-- less its old rows', per day; a day whose figures did not move is not touched (a refund
-- updates its payment's refunded amount, which is no figure here). Days are upserted in order
-- so concurrent payments lock them in the same order (no deadlock).
CREATE OR REPLACE FUNCTION money_day_totals_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO money_day_totals AS t (day, received, payments)
    SELECT day, sum(received), sum(payments)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, amount, 1 FROM new_rows WHERE deleted_at IS NULL) changes (day, received, payments)
     GROUP BY day HAVING sum(received) <> 0 OR sum(payments) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET received = t.received + excluded.received, payments = t.payments + excluded.payments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO money_day_totals AS t (day, received, payments)
    SELECT day, sum(received), sum(payments)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -amount, -1 FROM old_rows WHERE deleted_at IS NULL) changes (day, received, payments)
     GROUP BY day HAVING sum(received) <> 0 OR sum(payments) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET received = t.received + excluded.received, payments = t.payments + excluded.payments;
  ELSE
    INSERT INTO money_day_totals AS t (day, received, payments)
    SELECT day, sum(received), sum(payments)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, amount, 1 FROM new_rows WHERE deleted_at IS NULL
            UNION ALL
            SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -amount, -1 FROM old_rows WHERE deleted_at IS NULL) changes (day, received, payments)
     GROUP BY day HAVING sum(received) <> 0 OR sum(payments) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET received = t.received + excluded.received, payments = t.payments + excluded.payments;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_day_totals_payments_on_insert AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_payments();
--> statement-breakpoint
CREATE TRIGGER money_day_totals_payments_on_update AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_payments();
--> statement-breakpoint
CREATE TRIGGER money_day_totals_payments_on_delete AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_payments();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_day_totals_payment_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO money_day_totals AS t (day, refunded)
    SELECT day, sum(refunded)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, amount FROM new_rows) changes (day, refunded)
     GROUP BY day HAVING sum(refunded) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET refunded = t.refunded + excluded.refunded;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO money_day_totals AS t (day, refunded)
    SELECT day, sum(refunded)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -amount FROM old_rows) changes (day, refunded)
     GROUP BY day HAVING sum(refunded) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET refunded = t.refunded + excluded.refunded;
  ELSE
    INSERT INTO money_day_totals AS t (day, refunded)
    SELECT day, sum(refunded)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, amount FROM new_rows
            UNION ALL
            SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -amount FROM old_rows) changes (day, refunded)
     GROUP BY day HAVING sum(refunded) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET refunded = t.refunded + excluded.refunded;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_day_totals_payment_refunds_on_insert AFTER INSERT ON "payment_refunds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_payment_refunds();
--> statement-breakpoint
CREATE TRIGGER money_day_totals_payment_refunds_on_update AFTER UPDATE ON "payment_refunds"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_payment_refunds();
--> statement-breakpoint
CREATE TRIGGER money_day_totals_payment_refunds_on_delete AFTER DELETE ON "payment_refunds"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_payment_refunds();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_day_totals_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO money_day_totals AS t (day, taxable, cgst, sgst, igst)
    SELECT day, sum(taxable), sum(cgst), sum(sgst), sum(igst)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, taxable, cgst, sgst, igst FROM new_rows) changes (day, taxable, cgst, sgst, igst)
     GROUP BY day HAVING sum(taxable) <> 0 OR sum(cgst) <> 0 OR sum(sgst) <> 0 OR sum(igst) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET taxable = t.taxable + excluded.taxable, cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst, igst = t.igst + excluded.igst;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO money_day_totals AS t (day, taxable, cgst, sgst, igst)
    SELECT day, sum(taxable), sum(cgst), sum(sgst), sum(igst)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -taxable, -cgst, -sgst, -igst FROM old_rows) changes (day, taxable, cgst, sgst, igst)
     GROUP BY day HAVING sum(taxable) <> 0 OR sum(cgst) <> 0 OR sum(sgst) <> 0 OR sum(igst) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET taxable = t.taxable + excluded.taxable, cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst, igst = t.igst + excluded.igst;
  ELSE
    INSERT INTO money_day_totals AS t (day, taxable, cgst, sgst, igst)
    SELECT day, sum(taxable), sum(cgst), sum(sgst), sum(igst)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, taxable, cgst, sgst, igst FROM new_rows
            UNION ALL
            SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -taxable, -cgst, -sgst, -igst FROM old_rows) changes (day, taxable, cgst, sgst, igst)
     GROUP BY day HAVING sum(taxable) <> 0 OR sum(cgst) <> 0 OR sum(sgst) <> 0 OR sum(igst) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET taxable = t.taxable + excluded.taxable, cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst, igst = t.igst + excluded.igst;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_day_totals_invoices_on_insert AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_invoices();
--> statement-breakpoint
CREATE TRIGGER money_day_totals_invoices_on_update AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_invoices();
--> statement-breakpoint
CREATE TRIGGER money_day_totals_invoices_on_delete AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_invoices();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_day_totals_credit_notes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO money_day_totals AS t (day, credited)
    SELECT day, sum(credited)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, total FROM new_rows) changes (day, credited)
     GROUP BY day HAVING sum(credited) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET credited = t.credited + excluded.credited;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO money_day_totals AS t (day, credited)
    SELECT day, sum(credited)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -total FROM old_rows) changes (day, credited)
     GROUP BY day HAVING sum(credited) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET credited = t.credited + excluded.credited;
  ELSE
    INSERT INTO money_day_totals AS t (day, credited)
    SELECT day, sum(credited)
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, total FROM new_rows
            UNION ALL
            SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -total FROM old_rows) changes (day, credited)
     GROUP BY day HAVING sum(credited) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET credited = t.credited + excluded.credited;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_day_totals_credit_notes_on_insert AFTER INSERT ON "credit_notes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_credit_notes();
--> statement-breakpoint
CREATE TRIGGER money_day_totals_credit_notes_on_update AFTER UPDATE ON "credit_notes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_credit_notes();
--> statement-breakpoint
CREATE TRIGGER money_day_totals_credit_notes_on_delete AFTER DELETE ON "credit_notes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_day_totals_credit_notes();
--> statement-breakpoint
INSERT INTO money_day_totals AS t (day, received, payments)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, sum(amount) AS received, count(*) AS payments FROM payments WHERE deleted_at IS NULL GROUP BY 1
ON CONFLICT (day) DO UPDATE SET received = t.received + excluded.received, payments = t.payments + excluded.payments;
--> statement-breakpoint
INSERT INTO money_day_totals AS t (day, refunded)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, sum(amount) AS refunded FROM payment_refunds GROUP BY 1
ON CONFLICT (day) DO UPDATE SET refunded = t.refunded + excluded.refunded;
--> statement-breakpoint
INSERT INTO money_day_totals AS t (day, taxable, cgst, sgst, igst)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, sum(taxable) AS taxable, sum(cgst) AS cgst, sum(sgst) AS sgst, sum(igst) AS igst FROM invoices GROUP BY 1
ON CONFLICT (day) DO UPDATE SET taxable = t.taxable + excluded.taxable, cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst, igst = t.igst + excluded.igst;
--> statement-breakpoint
INSERT INTO money_day_totals AS t (day, credited)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, sum(total) AS credited FROM credit_notes GROUP BY 1
ON CONFLICT (day) DO UPDATE SET credited = t.credited + excluded.credited;
