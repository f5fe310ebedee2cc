-- Personal data encrypted at rest (docs/decisions/personal-data.md). The NIK and account columns
-- become text to hold envelopes; the NIK's plain generated column and its unique index give way to
-- a blind index. The migration cannot know the key: rows written before it still hold plain text
-- and a null no_ktp_index until the server's start (server/personal-data/convert.ts) encrypts them
-- in batches, before it serves anything.
DROP INDEX "register_aog_mog_nik_unique";--> statement-breakpoint
ALTER TABLE "register_aog_mog" DROP COLUMN "no_ktp_normal";--> statement-breakpoint
ALTER TABLE "register_aog_mog" ALTER COLUMN "no_ktp" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ALTER COLUMN "nomor_rekening" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ALTER COLUMN "no_rek_pereferal" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD COLUMN "no_ktp_index" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "register_aog_mog_nik_unique" ON "register_aog_mog" USING btree ("no_ktp_index") WHERE not "register_aog_mog"."nik_duplicate" and "register_aog_mog"."no_ktp_index" is not null;
