-- The KYC queue filters on the org's trial and deleted flags; kyc keeps copies of them so
-- every queue filter is an index on one table. Whatever area changes an org, these triggers
-- keep the copies right.
UPDATE "kyc" k SET "org_is_trial" = o."is_trial", "org_deleted" = o."deleted_at" IS NOT NULL
  FROM "orgs" o WHERE o."id" = k."org_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kyc_copy_org_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o."is_trial", o."deleted_at" IS NOT NULL INTO NEW."org_is_trial", NEW."org_deleted"
    FROM "orgs" o WHERE o."id" = NEW."org_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER kyc_org_flags_on_insert BEFORE INSERT ON "kyc"
  FOR EACH ROW EXECUTE FUNCTION kyc_copy_org_flags();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orgs_sync_kyc_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "kyc" SET "org_is_trial" = NEW."is_trial", "org_deleted" = NEW."deleted_at" IS NOT NULL
   WHERE "org_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orgs_sync_kyc_flags AFTER UPDATE OF "is_trial", "deleted_at" ON "orgs"
  FOR EACH ROW WHEN (OLD."is_trial" IS DISTINCT FROM NEW."is_trial" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION orgs_sync_kyc_flags();
