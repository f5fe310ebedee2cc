CREATE TABLE "receipt_duplicates" (
	"receipt_id" integer NOT NULL,
	"earlier_receipt_id" integer NOT NULL,
	"match" varchar(10) NOT NULL,
	"distance" smallint NOT NULL,
	CONSTRAINT "receipt_duplicates_receipt_id_earlier_receipt_id_pk" PRIMARY KEY("receipt_id","earlier_receipt_id"),
	CONSTRAINT "receipt_duplicates_match_check" CHECK ("receipt_duplicates"."match" in ('content', 'image'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "phash" varchar(16);--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "duplicate_seen_by" integer;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "duplicate_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD COLUMN "no_ktp_normal" varchar(30) GENERATED ALWAYS AS (regexp_replace(no_ktp, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD COLUMN "nik_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD COLUMN "no_wa_normal" varchar(30) GENERATED ALWAYS AS (regexp_replace(regexp_replace(no_wa, '[^0-9]', '', 'g'), '^0', '62')) STORED;--> statement-breakpoint
ALTER TABLE "receipt_duplicates" ADD CONSTRAINT "receipt_duplicates_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_duplicates" ADD CONSTRAINT "receipt_duplicates_earlier_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("earlier_receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_duplicate_seen_by_admins_id_fk" FOREIGN KEY ("duplicate_seen_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_proof_sha256_idx" ON "files" USING btree ("sha256") WHERE "files"."kind" = 'proof';--> statement-breakpoint
-- NIKs were not unique before: the oldest holder of each keeps it in the unique index, the later
-- holders are marked (kept, listed by docs/decisions.md's query) so the index can be built.
UPDATE "register_aog_mog" r SET "nik_duplicate" = true
  FROM (SELECT "id", row_number() OVER (PARTITION BY "no_ktp_normal" ORDER BY "created_at", "id") AS n
          FROM "register_aog_mog" WHERE "no_ktp_normal" <> '') d
 WHERE r."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "register_aog_mog_nik_unique" ON "register_aog_mog" USING btree ("no_ktp_normal") WHERE not "register_aog_mog"."nik_duplicate" and "register_aog_mog"."no_ktp_normal" <> '';--> statement-breakpoint
CREATE INDEX "register_aog_mog_email_idx" ON "register_aog_mog" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "register_aog_mog_no_wa_idx" ON "register_aog_mog" USING btree ("no_wa_normal");