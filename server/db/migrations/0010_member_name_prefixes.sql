CREATE TABLE "member_name_prefixes" (
	"prefix" varchar(4) PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_name_prefixes_pattern_idx" ON "member_name_prefixes" USING btree ("prefix" text_pattern_ops);--> statement-breakpoint
-- hand-written:
-- Kept like 0002's member statistics, in the transaction of each change. `left(lower(…), 4)`
-- is the start of the expression the name index and the search use.
CREATE FUNCTION member_name_prefixes_bump(p_name text, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_name_prefixes AS p (prefix, n) VALUES (left(lower(p_name), 4), p_n)
  ON CONFLICT (prefix) DO UPDATE SET n = p.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION register_aog_mog_name_prefixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND left(lower(old.nama_lengkap), 4) = left(lower(new.nama_lengkap), 4) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM member_name_prefixes_bump(old.nama_lengkap, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM member_name_prefixes_bump(new.nama_lengkap, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER register_aog_mog_name_prefixes AFTER INSERT OR UPDATE OF nama_lengkap OR DELETE ON register_aog_mog FOR EACH ROW EXECUTE FUNCTION register_aog_mog_name_prefixes();
--> statement-breakpoint
INSERT INTO member_name_prefixes (prefix, n)
SELECT left(lower(nama_lengkap), 4), count(*) FROM register_aog_mog GROUP BY 1;
