CREATE TABLE "generated_id_counts" (
	"type" varchar(3) NOT NULL,
	"branch_id" integer NOT NULL,
	"taken" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "generated_id_counts_type_branch_id_taken_pk" PRIMARY KEY("type","branch_id","taken")
);
--> statement-breakpoint
CREATE TABLE "receipt_counts" (
	"kind" varchar(12) NOT NULL,
	"status" char(1) NOT NULL,
	"branch_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counts_kind_status_branch_id_pk" PRIMARY KEY("kind","status","branch_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_stats_daily" (
	"day" date NOT NULL,
	"kind" varchar(12) NOT NULL,
	"status" char(1) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_stats_daily_day_kind_status_pk" PRIMARY KEY("day","kind","status")
);
--> statement-breakpoint
DROP INDEX "payment_receipts_status_idx";--> statement-breakpoint
DROP INDEX "payment_receipts_branch_idx";--> statement-breakpoint
CREATE INDEX "districts_name_prefix_idx" ON "districts" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "generated_ids_branch_order_idx" ON "generated_ids" USING btree ("branch_id","generate_id");--> statement-breakpoint
CREATE INDEX "generated_ids_unassigned_idx" ON "generated_ids" USING btree ("generate_id") WHERE "generated_ids"."branch_id" is null;--> statement-breakpoint
CREATE INDEX "generated_ids_untaken_idx" ON "generated_ids" USING btree ("branch_id","type","generate_id") WHERE "generated_ids"."taken_at" is null;--> statement-breakpoint
CREATE INDEX "generated_ids_untaken_order_idx" ON "generated_ids" USING btree ("branch_id","generate_id") WHERE "generated_ids"."taken_at" is null;--> statement-breakpoint
CREATE INDEX "history_upgrade_no_receipt_idx" ON "history_upgrade" USING btree ("branch_id","created_at") WHERE "history_upgrade"."receipt_id" is null;--> statement-breakpoint
CREATE INDEX "history_upgrade_no_receipt_created_idx" ON "history_upgrade" USING btree ("created_at") WHERE "history_upgrade"."receipt_id" is null;--> statement-breakpoint
CREATE INDEX "payment_receipts_kind_idx" ON "payment_receipts" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_receipts_branch_kind_idx" ON "payment_receipts" USING btree ("branch_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_receipts_branch_changed_idx" ON "payment_receipts" USING btree ("branch_id","status_changed_at","kind","status");--> statement-breakpoint
CREATE INDEX "regencies_name_prefix_idx" ON "regencies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "register_aog_mog_no_receipt_idx" ON "register_aog_mog" USING btree ("branch_id","created_at") WHERE "register_aog_mog"."receipt_id" is null;--> statement-breakpoint
CREATE INDEX "register_aog_mog_no_receipt_created_idx" ON "register_aog_mog" USING btree ("created_at") WHERE "register_aog_mog"."receipt_id" is null;--> statement-breakpoint
CREATE INDEX "villages_name_prefix_idx" ON "villages" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payment_receipts_status_idx" ON "payment_receipts" USING btree ("kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_receipts_branch_idx" ON "payment_receipts" USING btree ("branch_id","kind","status","created_at","id");--> statement-breakpoint
-- hand-written:
-- The member search counts and pages its matches from the prefix indexes alone: with the column
-- itself in the index (INCLUDE), `lower(nama_lengkap) like 'sit%'` is an index-only scan, not a
-- heap visit per match; the id after the name orders names that are the same.
DROP INDEX "register_aog_mog_name_idx";--> statement-breakpoint
CREATE INDEX "register_aog_mog_name_idx" ON "register_aog_mog" USING btree (lower("nama_lengkap") text_pattern_ops, "id") INCLUDE ("nama_lengkap");--> statement-breakpoint
DROP INDEX "register_aog_mog_no_id_prefix_idx";--> statement-breakpoint
CREATE INDEX "register_aog_mog_no_id_prefix_idx" ON "register_aog_mog" USING btree (lower("no_id") text_pattern_ops) INCLUDE ("no_id", "id");--> statement-breakpoint
-- The list totals are kept by these triggers in the transaction of each change.
CREATE FUNCTION receipt_counts_bump(p_kind text, p_status text, p_branch integer, p_changed timestamptz, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO receipt_counts AS c (kind, status, branch_id, n) VALUES (p_kind, p_status, p_branch, p_n)
  ON CONFLICT (kind, status, branch_id) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO receipt_stats_daily AS d (day, kind, status, n)
  VALUES ((p_changed AT TIME ZONE 'Asia/Jakarta')::date, p_kind, p_status, p_n)
  ON CONFLICT (day, kind, status) DO UPDATE SET n = d.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_receipts_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND old.kind IS NOT DISTINCT FROM new.kind
    AND old.status IS NOT DISTINCT FROM new.status
    AND old.branch_id IS NOT DISTINCT FROM new.branch_id
    AND old.status_changed_at IS NOT DISTINCT FROM new.status_changed_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM receipt_counts_bump(old.kind, old.status, old.branch_id, old.status_changed_at, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM receipt_counts_bump(new.kind, new.status, new.branch_id, new.status_changed_at, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_receipts_counts AFTER INSERT OR UPDATE OR DELETE ON payment_receipts FOR EACH ROW EXECUTE FUNCTION payment_receipts_counts();
--> statement-breakpoint
CREATE FUNCTION generated_id_counts_bump(p_type text, p_branch integer, p_taken boolean, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO generated_id_counts AS c (type, branch_id, taken, n) VALUES (p_type, coalesce(p_branch, 0), p_taken, p_n)
  ON CONFLICT (type, branch_id, taken) DO UPDATE SET n = c.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION generated_ids_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND old.type IS NOT DISTINCT FROM new.type
    AND old.branch_id IS NOT DISTINCT FROM new.branch_id
    AND (old.taken_at IS NULL) = (new.taken_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM generated_id_counts_bump(old.type, old.branch_id, old.taken_at IS NOT NULL, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM generated_id_counts_bump(new.type, new.branch_id, new.taken_at IS NOT NULL, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER generated_ids_counts AFTER INSERT OR UPDATE OR DELETE ON generated_ids FOR EACH ROW EXECUTE FUNCTION generated_ids_counts();
--> statement-breakpoint
INSERT INTO receipt_counts (kind, status, branch_id, n)
SELECT kind, status, branch_id, count(*) FROM payment_receipts GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO receipt_stats_daily (day, kind, status, n)
SELECT (status_changed_at AT TIME ZONE 'Asia/Jakarta')::date, kind, status, count(*) FROM payment_receipts GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO generated_id_counts (type, branch_id, taken, n)
SELECT type, coalesce(branch_id, 0), taken_at IS NOT NULL, count(*) FROM generated_ids GROUP BY 1, 2, 3;
