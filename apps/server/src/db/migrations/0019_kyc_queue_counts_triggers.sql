-- Keeps kyc_queue_counts exact: every statement that inserts, updates or deletes kyc rows
-- adds its net change per filter combination (live orgs only) in one upsert. Rows are
-- upserted in key order so concurrent reviews lock counters in the same order (no deadlock).
CREATE OR REPLACE FUNCTION kyc_queue_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO kyc_queue_counts AS c (review_status, status, bv_key, org_is_trial, n)
    SELECT review_status, status, coalesce(bv_status, 'NOT_SUBMITTED'), org_is_trial, count(*)
      FROM new_rows WHERE NOT org_deleted
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (review_status, status, bv_key, org_is_trial) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO kyc_queue_counts AS c (review_status, status, bv_key, org_is_trial, n)
    SELECT review_status, status, coalesce(bv_status, 'NOT_SUBMITTED'), org_is_trial, -count(*)
      FROM old_rows WHERE NOT org_deleted
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (review_status, status, bv_key, org_is_trial) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO kyc_queue_counts AS c (review_status, status, bv_key, org_is_trial, n)
    SELECT review_status, status, bv_key, org_is_trial, sum(delta)
      FROM (SELECT review_status, status, coalesce(bv_status, 'NOT_SUBMITTED') AS bv_key, org_is_trial, -1 AS delta
              FROM old_rows WHERE NOT org_deleted
            UNION ALL
            SELECT review_status, status, coalesce(bv_status, 'NOT_SUBMITTED'), org_is_trial, 1
              FROM new_rows WHERE NOT org_deleted) changes
     GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (review_status, status, bv_key, org_is_trial) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kyc_queue_counts_on_insert AFTER INSERT ON "kyc"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kyc_queue_counts_apply();
--> statement-breakpoint
CREATE TRIGGER kyc_queue_counts_on_update AFTER UPDATE ON "kyc"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kyc_queue_counts_apply();
--> statement-breakpoint
CREATE TRIGGER kyc_queue_counts_on_delete AFTER DELETE ON "kyc"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kyc_queue_counts_apply();
--> statement-breakpoint
INSERT INTO kyc_queue_counts (review_status, status, bv_key, org_is_trial, n)
SELECT review_status, status, coalesce(bv_status, 'NOT_SUBMITTED'), org_is_trial, count(*)
  FROM kyc WHERE NOT org_deleted GROUP BY 1, 2, 3, 4;
