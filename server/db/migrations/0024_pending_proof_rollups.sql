CREATE TABLE "pending_proof_daily" (
	"kind" varchar(12) NOT NULL,
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pending_proof_daily_kind_day_branch_id_pk" PRIMARY KEY("kind","day","branch_id")
);
--> statement-breakpoint
CREATE TABLE "pending_proof_monthly" (
	"kind" varchar(12) NOT NULL,
	"month" date NOT NULL,
	"branch_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pending_proof_monthly_kind_month_branch_id_pk" PRIMARY KEY("kind","month","branch_id")
);
--> statement-breakpoint
-- hand-written:
-- Registrations and upgrades without a receipt, per Jakarta day and month of their creation and
-- branch, kept in the transaction of each change like the statistics rollups (0002, 0021): the
-- dashboard's 'belum upload' over a year read from 12 rows a branch instead of counted over
-- every waiting member. Keyed by branch, so uploads of different branches never wait on one
-- another's rows.
CREATE FUNCTION pending_proof_bump(p_kind text, p_at timestamptz, p_branch integer, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  jakarta_day date := (p_at AT TIME ZONE 'Asia/Jakarta')::date;
BEGIN
  INSERT INTO pending_proof_daily AS d (kind, day, branch_id, n)
  VALUES (p_kind, jakarta_day, p_branch, p_n)
  ON CONFLICT (kind, day, branch_id) DO UPDATE SET n = d.n + excluded.n;
  INSERT INTO pending_proof_monthly AS m (kind, month, branch_id, n)
  VALUES (p_kind, date_trunc('month', jakarta_day::timestamp)::date, p_branch, p_n)
  ON CONFLICT (kind, month, branch_id) DO UPDATE SET n = m.n + excluded.n;
END $$;
--> statement-breakpoint
-- TG_ARGV[0]: the kind the table's rows are counted as.
CREATE FUNCTION pending_proof_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.receipt_id IS NULL) = (NEW.receipt_id IS NULL)
     AND OLD.created_at = NEW.created_at AND OLD.branch_id = NEW.branch_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.receipt_id IS NULL THEN
    PERFORM pending_proof_bump(TG_ARGV[0], OLD.created_at, OLD.branch_id, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.receipt_id IS NULL THEN
    PERFORM pending_proof_bump(TG_ARGV[0], NEW.created_at, NEW.branch_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER register_aog_mog_pending_proof AFTER INSERT OR DELETE OR UPDATE OF receipt_id, created_at, branch_id ON register_aog_mog FOR EACH ROW EXECUTE FUNCTION pending_proof_track('registration');
--> statement-breakpoint
CREATE TRIGGER history_upgrade_pending_proof AFTER INSERT OR DELETE OR UPDATE OF receipt_id, created_at, branch_id ON history_upgrade FOR EACH ROW EXECUTE FUNCTION pending_proof_track('upgrade');
--> statement-breakpoint
INSERT INTO pending_proof_daily (kind, day, branch_id, n)
SELECT 'registration', (created_at AT TIME ZONE 'Asia/Jakarta')::date, branch_id, count(*)
FROM register_aog_mog WHERE receipt_id IS NULL GROUP BY 2, 3
UNION ALL
SELECT 'upgrade', (created_at AT TIME ZONE 'Asia/Jakarta')::date, branch_id, count(*)
FROM history_upgrade WHERE receipt_id IS NULL GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO pending_proof_monthly (kind, month, branch_id, n)
SELECT kind, date_trunc('month', day::timestamp)::date, branch_id, sum(n)
FROM pending_proof_daily GROUP BY 1, 2, 3;
