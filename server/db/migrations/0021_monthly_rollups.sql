CREATE TABLE "member_stats_monthly" (
	"kind" varchar(12) NOT NULL,
	"month" date NOT NULL,
	"branch_id" integer NOT NULL,
	"type" varchar(3) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_stats_monthly_kind_month_branch_id_type_pk" PRIMARY KEY("kind","month","branch_id","type")
);
--> statement-breakpoint
-- hand-written:
-- The monthly rollup (first day of the Jakarta month) is kept beside the daily one by the same
-- function, so both change in the transaction of each change; the daily part is unchanged.
CREATE OR REPLACE FUNCTION stats_bump(p_kind text, p_at timestamptz, p_branch integer, p_type text, p_n integer, p_fee bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  jakarta_day date := (p_at AT TIME ZONE 'Asia/Jakarta')::date;
BEGIN
  INSERT INTO member_stats_daily AS s (kind, day, branch_id, type, n, fee)
  VALUES (p_kind, jakarta_day, p_branch, p_type, p_n, p_fee)
  ON CONFLICT (kind, day, branch_id, type) DO UPDATE SET n = s.n + excluded.n, fee = s.fee + excluded.fee;
  INSERT INTO member_stats_monthly AS m (kind, month, branch_id, type, n, fee)
  VALUES (p_kind, date_trunc('month', jakarta_day::timestamp)::date, p_branch, p_type, p_n, p_fee)
  ON CONFLICT (kind, month, branch_id, type) DO UPDATE SET n = m.n + excluded.n, fee = m.fee + excluded.fee;
END $$;
--> statement-breakpoint
INSERT INTO member_stats_monthly (kind, month, branch_id, type, n, fee)
SELECT kind, date_trunc('month', day::timestamp)::date, branch_id, type, sum(n), sum(fee)
FROM member_stats_daily GROUP BY 1, 2, 3, 4;
