CREATE TABLE "branch_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"bank" varchar(50) NOT NULL,
	"nomor_rekening" text NOT NULL,
	"nama_pemilik" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_bank_accounts" ADD CONSTRAINT "branch_bank_accounts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_bank_accounts_position_unique" ON "branch_bank_accounts" USING btree ("branch_id","position");--> statement-breakpoint
CREATE TABLE "bank_column_mappings" (
	"fingerprint" varchar(64) PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_column_mappings" ADD CONSTRAINT "bank_column_mappings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"keterangan" varchar(500) NOT NULL,
	"kredit" bigint NOT NULL,
	"occurrence" integer NOT NULL,
	"receipt_id" integer,
	"review" varchar(12) NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_statement_lines_kredit_check" CHECK ("bank_statement_lines"."kredit" > 0),
	CONSTRAINT "bank_statement_lines_review_check" CHECK ("bank_statement_lines"."review" in ('perlu_dicek', 'tidak_cocok'))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_imported_by_admins_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_identity_unique" ON "bank_statement_lines" USING btree ("tanggal","keterangan","kredit","occurrence");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_receipt_unique" ON "bank_statement_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_kredit_idx" ON "bank_statement_lines" USING btree ("kredit","tanggal");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_list_idx" ON "bank_statement_lines" USING btree ("tanggal","id");
