CREATE TABLE "generated_id_blocks" (
	"type" varchar(3) NOT NULL,
	"block" varchar(30) NOT NULL,
	"assigned" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "generated_id_blocks_type_block_assigned_pk" PRIMARY KEY("type","block","assigned")
);
--> statement-breakpoint
CREATE TABLE "receipt_upload_days" (
	"kind" varchar(12) NOT NULL,
	"status" char(1) NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_upload_days_kind_status_day_pk" PRIMARY KEY("kind","status","day")
);
--> statement-breakpoint
-- hand-written:
-- The anchors are kept like 0007's totals, in the transaction of each change.
CREATE FUNCTION receipt_upload_days_bump(p_kind text, p_status text, p_created timestamptz, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO receipt_upload_days AS d (kind, status, day, n)
  VALUES (p_kind, p_status, (p_created AT TIME ZONE 'Asia/Jakarta')::date, p_n)
  ON CONFLICT (kind, status, day) DO UPDATE SET n = d.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_receipts_upload_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND old.kind IS NOT DISTINCT FROM new.kind
    AND old.status IS NOT DISTINCT FROM new.status
    AND old.created_at IS NOT DISTINCT FROM new.created_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM receipt_upload_days_bump(old.kind, old.status, old.created_at, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM receipt_upload_days_bump(new.kind, new.status, new.created_at, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_receipts_upload_days AFTER INSERT OR UPDATE OR DELETE ON payment_receipts FOR EACH ROW EXECUTE FUNCTION payment_receipts_upload_days();
--> statement-breakpoint
CREATE FUNCTION generated_id_blocks_bump(p_type text, p_id text, p_assigned boolean, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO generated_id_blocks AS b (type, block, assigned, n)
  VALUES (p_type, left(p_id, length(p_id) - 4), p_assigned, p_n)
  ON CONFLICT (type, block, assigned) DO UPDATE SET n = b.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION generated_ids_blocks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND old.type IS NOT DISTINCT FROM new.type
    AND old.generate_id IS NOT DISTINCT FROM new.generate_id
    AND (old.branch_id IS NULL) = (new.branch_id IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM generated_id_blocks_bump(old.type, old.generate_id, old.branch_id IS NOT NULL, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM generated_id_blocks_bump(new.type, new.generate_id, new.branch_id IS NOT NULL, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER generated_ids_blocks AFTER INSERT OR UPDATE OR DELETE ON generated_ids FOR EACH ROW EXECUTE FUNCTION generated_ids_blocks();
--> statement-breakpoint
INSERT INTO receipt_upload_days (kind, status, day, n)
SELECT kind, status, (created_at AT TIME ZONE 'Asia/Jakarta')::date, count(*) FROM payment_receipts GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO generated_id_blocks (type, block, assigned, n)
SELECT type, left(generate_id, length(generate_id) - 4), branch_id IS NOT NULL, count(*) FROM generated_ids GROUP BY 1, 2, 3;
