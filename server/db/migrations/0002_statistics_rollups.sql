CREATE TABLE "member_stats_current" (
	"type" varchar(3) NOT NULL,
	"private_class" varchar(5) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_stats_current_type_private_class_pk" PRIMARY KEY("type","private_class")
);
--> statement-breakpoint
CREATE TABLE "member_stats_daily" (
	"kind" varchar(12) NOT NULL,
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"type" varchar(3) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_stats_daily_kind_day_branch_id_type_pk" PRIMARY KEY("kind","day","branch_id","type")
);
--> statement-breakpoint
-- hand-written:
-- The statistics rollups are kept by these triggers in the transaction of each change.
CREATE FUNCTION stats_bump(p_kind text, p_at timestamptz, p_branch integer, p_type text, p_n integer, p_fee bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_stats_daily AS s (kind, day, branch_id, type, n, fee)
  VALUES (p_kind, (p_at AT TIME ZONE 'Asia/Jakarta')::date, p_branch, p_type, p_n, p_fee)
  ON CONFLICT (kind, day, branch_id, type) DO UPDATE SET n = s.n + excluded.n, fee = s.fee + excluded.fee;
END $$;
--> statement-breakpoint
-- Only a MOG can be upgraded and a confirmed upgrade switches jenis_pendaftaran: a member with a
-- confirmed upgrade registered as MOG.
CREATE FUNCTION registration_type_then(p_id integer, p_type text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM history_upgrade WHERE register_id = p_id AND tanggal_upgrade IS NOT NULL) THEN 'MOG' ELSE p_type END
$$;
--> statement-breakpoint
CREATE FUNCTION stats_current_bump(p_type text, p_answer text, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_stats_current AS c (type, private_class, n) VALUES (p_type, coalesce(p_answer, ''), p_n)
  ON CONFLICT (type, private_class) DO UPDATE SET n = c.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION register_aog_mog_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND old.created_at IS NOT DISTINCT FROM new.created_at
    AND old.branch_id IS NOT DISTINCT FROM new.branch_id
    AND old.jenis_pendaftaran IS NOT DISTINCT FROM new.jenis_pendaftaran
    AND old.biaya_total IS NOT DISTINCT FROM new.biaya_total
    AND old.apakah_sudah_mengikuti_private_class IS NOT DISTINCT FROM new.apakah_sudah_mengikuti_private_class THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM stats_bump('registration', old.created_at, old.branch_id, registration_type_then(old.id, old.jenis_pendaftaran), -1, -old.biaya_total);
    PERFORM stats_current_bump(old.jenis_pendaftaran, old.apakah_sudah_mengikuti_private_class, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stats_bump('registration', new.created_at, new.branch_id, registration_type_then(new.id, new.jenis_pendaftaran), 1, new.biaya_total);
    PERFORM stats_current_bump(new.jenis_pendaftaran, new.apakah_sudah_mengikuti_private_class, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER register_aog_mog_stats AFTER INSERT OR UPDATE OR DELETE ON register_aog_mog FOR EACH ROW EXECUTE FUNCTION register_aog_mog_stats();
--> statement-breakpoint
CREATE FUNCTION history_upgrade_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rid integer;
  this_id integer := coalesce(new.id, old.id);
  was boolean;
  now_confirmed boolean;
  r register_aog_mog%ROWTYPE;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM stats_bump('upgrade', old.created_at, old.branch_id, upper(old.jenis_daftar_baru), -1, -old.biaya_upgrade);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stats_bump('upgrade', new.created_at, new.branch_id, upper(new.jenis_daftar_baru), 1, new.biaya_upgrade);
  END IF;
  -- A confirmation (or its undoing) changes the member's type at registration.
  FOR rid IN SELECT DISTINCT x FROM unnest(ARRAY[old.register_id, new.register_id]) AS x WHERE x IS NOT NULL LOOP
    now_confirmed := EXISTS (SELECT 1 FROM history_upgrade WHERE register_id = rid AND tanggal_upgrade IS NOT NULL);
    was := EXISTS (SELECT 1 FROM history_upgrade WHERE register_id = rid AND tanggal_upgrade IS NOT NULL AND id <> this_id)
      OR (TG_OP <> 'INSERT' AND old.register_id = rid AND old.tanggal_upgrade IS NOT NULL);
    IF was <> now_confirmed THEN
      SELECT * INTO r FROM register_aog_mog WHERE id = rid;
      IF FOUND AND r.jenis_pendaftaran <> 'MOG' THEN
        PERFORM stats_bump('registration', r.created_at, r.branch_id, r.jenis_pendaftaran,
          CASE WHEN now_confirmed THEN -1 ELSE 1 END, CASE WHEN now_confirmed THEN -r.biaya_total ELSE r.biaya_total END);
        PERFORM stats_bump('registration', r.created_at, r.branch_id, 'MOG',
          CASE WHEN now_confirmed THEN 1 ELSE -1 END, CASE WHEN now_confirmed THEN r.biaya_total ELSE -r.biaya_total END);
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER history_upgrade_stats AFTER INSERT OR UPDATE OR DELETE ON history_upgrade FOR EACH ROW EXECUTE FUNCTION history_upgrade_stats();
--> statement-breakpoint
INSERT INTO member_stats_daily (kind, day, branch_id, type, n, fee)
SELECT 'registration', (created_at AT TIME ZONE 'Asia/Jakarta')::date, branch_id, registration_type_then(id, jenis_pendaftaran), count(*), sum(biaya_total)
FROM register_aog_mog GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO member_stats_daily (kind, day, branch_id, type, n, fee)
SELECT 'upgrade', (created_at AT TIME ZONE 'Asia/Jakarta')::date, branch_id, upper(jenis_daftar_baru), count(*), sum(biaya_upgrade)
FROM history_upgrade GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO member_stats_current (type, private_class, n)
SELECT jenis_pendaftaran, coalesce(apakah_sudah_mengikuti_private_class, ''), count(*)
FROM register_aog_mog GROUP BY 1, 2;
