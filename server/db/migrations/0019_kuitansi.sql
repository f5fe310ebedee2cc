CREATE TABLE "kuitansi_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "kuitansi_counters_last_check" CHECK ("kuitansi_counters"."last" > 0)
);
--> statement-breakpoint
CREATE TABLE "kuitansi" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"code" char(26) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "kuitansi_sequence_check" CHECK ("kuitansi"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "kuitansi" ADD CONSTRAINT "kuitansi_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kuitansi" ADD CONSTRAINT "kuitansi_issued_by_admins_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kuitansi_number_unique" ON "kuitansi" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "kuitansi_year_sequence_unique" ON "kuitansi" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "kuitansi_receipt_unique" ON "kuitansi" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kuitansi_code_unique" ON "kuitansi" USING btree ("code");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kuitansi_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kuitansi_id_kuitansi_id_fk" FOREIGN KEY ("kuitansi_id") REFERENCES "public"."kuitansi"("id") ON DELETE no action ON UPDATE no action;
