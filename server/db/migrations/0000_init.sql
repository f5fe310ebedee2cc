CREATE SEQUENCE "public"."generated_id_aog_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."generated_id_mog_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"image_file_id" uuid,
	"group_id" integer NOT NULL,
	"branch_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" varchar(50) NOT NULL,
	"entity" varchar(50) NOT NULL,
	"entity_id" varchar(50) NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"email" varchar(255) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"city" varchar(150),
	"address" text,
	"no_wa" varchar(30),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"regency_id" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"registration_aog" bigint NOT NULL,
	"registration_mog" bigint NOT NULL,
	"upgrade_aog" bigint NOT NULL,
	"upgrade_other" bigint NOT NULL,
	"private_class" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_schedules_effective_from_unique" UNIQUE("effective_from")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"storage_key" text NOT NULL,
	"branch_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('proof', 'profile'))
);
--> statement-breakpoint
CREATE TABLE "generated_ids" (
	"generate_id" varchar(30) PRIMARY KEY NOT NULL,
	"type" varchar(3) NOT NULL,
	"branch_id" integer,
	"assigned_at" timestamp with time zone,
	"assigned_by" integer,
	"taken_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_ids_type_check" CHECK ("generated_ids"."type" in ('aog', 'mog'))
);
--> statement-breakpoint
CREATE TABLE "group_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	CONSTRAINT "group_users_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "history_upgrade" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_id" integer NOT NULL,
	"no_id_lama" varchar(30) NOT NULL,
	"no_id_baru" varchar(30) NOT NULL,
	"jenis_daftar_lama" varchar(3) DEFAULT 'mog' NOT NULL,
	"jenis_daftar_baru" varchar(3) NOT NULL,
	"apakah_sudah_mengikuti_private_class" varchar(5),
	"biaya_upgrade" bigint NOT NULL,
	"form" jsonb NOT NULL,
	"branch_id" integer NOT NULL,
	"receipt_id" integer,
	"tanggal_upgrade" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(255) NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"ref_type" varchar(30),
	"ref_id" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('whatsapp', 'email'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_receipt_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"register_id" integer,
	"history_upgrade_id" integer,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_receipt_items_one_row" CHECK (("payment_receipt_items"."register_id" is null) <> ("payment_receipt_items"."history_upgrade_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"inv_name" varchar(50) NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"count_aog" integer NOT NULL,
	"count_mog" integer NOT NULL,
	"total_biaya" bigint NOT NULL,
	"image_file_id" uuid NOT NULL,
	"branch_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	CONSTRAINT "payment_receipts_kind_check" CHECK ("payment_receipts"."kind" in ('registration', 'upgrade')),
	CONSTRAINT "payment_receipts_status_check" CHECK ("payment_receipts"."status" in ('0', '1', '2'))
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regencies" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"province_id" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_aog_mog" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_lengkap" varchar(150) NOT NULL,
	"jenis_pendaftaran" varchar(3) NOT NULL,
	"no_id" varchar(30) NOT NULL,
	"tempat_lahir" varchar(100) NOT NULL,
	"tanggal_lahir" date,
	"jenis_kelamin" varchar(20) NOT NULL,
	"no_ktp" varchar(30) NOT NULL,
	"email" varchar(255) NOT NULL,
	"no_wa" varchar(30) NOT NULL,
	"nomor_rekening" varchar(50) NOT NULL,
	"nama_bank" varchar(100) NOT NULL,
	"pendidikan_terakhir" varchar(20) NOT NULL,
	"status_pernikahan" varchar(20) NOT NULL,
	"pekerjaan" varchar(100) NOT NULL,
	"status_kepemilikan_rumah" varchar(30) NOT NULL,
	"kepemilikan_npwp" varchar(5) NOT NULL,
	"no_npwp" varchar(30),
	"apakah_sudah_mengikuti_private_class" varchar(5),
	"id_alumni" varchar(50),
	"apakah_anggota_koperasi" varchar(5) NOT NULL,
	"agama" varchar(20) NOT NULL,
	"alamat_ktp" text NOT NULL,
	"provinsi_ktp" varchar(100),
	"kota_ktp" varchar(100),
	"kecamatan_ktp" varchar(100),
	"kelurahan_ktp" varchar(100),
	"kode_pos_ktp" varchar(10) NOT NULL,
	"negara_ktp" varchar(50) DEFAULT 'Indonesia' NOT NULL,
	"id_provinsi_ktp" varchar(20),
	"id_kota_ktp" varchar(20),
	"id_kecamatan_ktp" varchar(20),
	"id_kelurahan_ktp" varchar(20),
	"alamat_domisili" text,
	"provinsi_domisili" varchar(100),
	"kota_domisili" varchar(100),
	"kecamatan_domisili" varchar(100),
	"kelurahan_domisili" varchar(100),
	"kode_pos_domisili" varchar(10),
	"negara_domisili" varchar(50) DEFAULT 'Indonesia' NOT NULL,
	"id_provinsi_domisili" varchar(20),
	"id_kota_domisili" varchar(20),
	"id_kecamatan_domisili" varchar(20),
	"id_kelurahan_domisili" varchar(20),
	"checked" boolean DEFAULT false NOT NULL,
	"cabang_pembina" varchar(150) NOT NULL,
	"nama_pereferal" varchar(150) NOT NULL,
	"no_id_pereferal" varchar(50) NOT NULL,
	"status_pereferal" varchar(10),
	"no_rek_pereferal" varchar(50) NOT NULL,
	"nama_bank_pereferal" varchar(100) NOT NULL,
	"no_wa_pereferal" varchar(30) NOT NULL,
	"pengiriman_paket" varchar(100),
	"no_ba" varchar(50),
	"biaya_total" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"receipt_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_aog_mog_type_check" CHECK ("register_aog_mog"."jenis_pendaftaran" in ('AOG', 'MOG'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"year" integer NOT NULL,
	"month" smallint NOT NULL,
	"aog" integer DEFAULT 0 NOT NULL,
	"mog" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "targets_month_check" CHECK ("targets"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "upload_counters" (
	"branch_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upload_counters_branch_id_kind_day_pk" PRIMARY KEY("branch_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "villages" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"district_id" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_on" varchar(10) NOT NULL,
	"type" varchar(10) NOT NULL,
	"status" char(1) NOT NULL,
	"message" text NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_templates_action_check" CHECK ("wa_templates"."action_on" in ('create', 'upgrade')),
	CONSTRAINT "wa_templates_type_check" CHECK ("wa_templates"."type" in ('branch', 'user', 'preferal')),
	CONSTRAINT "wa_templates_status_check" CHECK ("wa_templates"."status" in ('0', '1', '2'))
);
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_group_id_group_users_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_regency_id_regencies_id_fk" FOREIGN KEY ("regency_id") REFERENCES "public"."regencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_ids" ADD CONSTRAINT "generated_ids_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_ids" ADD CONSTRAINT "generated_ids_assigned_by_admins_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_ids" ADD CONSTRAINT "generated_ids_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_upgrade" ADD CONSTRAINT "history_upgrade_register_id_register_aog_mog_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."register_aog_mog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_upgrade" ADD CONSTRAINT "history_upgrade_no_id_baru_generated_ids_generate_id_fk" FOREIGN KEY ("no_id_baru") REFERENCES "public"."generated_ids"("generate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_upgrade" ADD CONSTRAINT "history_upgrade_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_upgrade" ADD CONSTRAINT "history_upgrade_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_upgrade" ADD CONSTRAINT "history_upgrade_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipt_items" ADD CONSTRAINT "payment_receipt_items_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipt_items" ADD CONSTRAINT "payment_receipt_items_register_id_register_aog_mog_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."register_aog_mog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipt_items" ADD CONSTRAINT "payment_receipt_items_history_upgrade_id_history_upgrade_id_fk" FOREIGN KEY ("history_upgrade_id") REFERENCES "public"."history_upgrade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_uploaded_by_admins_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regencies" ADD CONSTRAINT "regencies_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD CONSTRAINT "register_aog_mog_no_id_generated_ids_generate_id_fk" FOREIGN KEY ("no_id") REFERENCES "public"."generated_ids"("generate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD CONSTRAINT "register_aog_mog_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD CONSTRAINT "register_aog_mog_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD CONSTRAINT "register_aog_mog_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_counters" ADD CONSTRAINT "upload_counters_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_templates" ADD CONSTRAINT "wa_templates_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_unique" ON "admins" USING btree ("email");--> statement-breakpoint
CREATE INDEX "admins_branch_idx" ON "admins" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "auth_attempts_email_idx" ON "auth_attempts" USING btree ("kind","email","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_ip_idx" ON "auth_attempts" USING btree ("kind","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_unique" ON "branches" USING btree ("name");--> statement-breakpoint
CREATE INDEX "districts_regency_idx" ON "districts" USING btree ("regency_id");--> statement-breakpoint
CREATE INDEX "generated_ids_branch_idx" ON "generated_ids" USING btree ("branch_id","type","generate_id");--> statement-breakpoint
CREATE INDEX "generated_ids_type_idx" ON "generated_ids" USING btree ("type","generate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "history_upgrade_no_id_baru_unique" ON "history_upgrade" USING btree ("no_id_baru");--> statement-breakpoint
CREATE INDEX "history_upgrade_register_idx" ON "history_upgrade" USING btree ("register_id");--> statement-breakpoint
CREATE INDEX "history_upgrade_branch_idx" ON "history_upgrade" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "history_upgrade_receipt_idx" ON "history_upgrade" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_list_idx" ON "outbox" USING btree ("channel","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_receipt_items_receipt_idx" ON "payment_receipt_items" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "payment_receipt_items_register_idx" ON "payment_receipt_items" USING btree ("register_id");--> statement-breakpoint
CREATE INDEX "payment_receipt_items_upgrade_idx" ON "payment_receipt_items" USING btree ("history_upgrade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_inv_unique" ON "payment_receipts" USING btree ("inv_name");--> statement-breakpoint
CREATE INDEX "payment_receipts_status_idx" ON "payment_receipts" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_receipts_branch_idx" ON "payment_receipts" USING btree ("branch_id","kind","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_receipts_changed_idx" ON "payment_receipts" USING btree ("status_changed_at");--> statement-breakpoint
CREATE INDEX "regencies_province_idx" ON "regencies" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_aog_mog_no_id_unique" ON "register_aog_mog" USING btree ("no_id");--> statement-breakpoint
CREATE INDEX "register_aog_mog_branch_idx" ON "register_aog_mog" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "register_aog_mog_receipt_idx" ON "register_aog_mog" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "register_aog_mog_created_idx" ON "register_aog_mog" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "register_aog_mog_name_idx" ON "register_aog_mog" USING btree (lower("nama_lengkap") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "targets_kind_year_month_unique" ON "targets" USING btree ("kind","year","month");--> statement-breakpoint
CREATE INDEX "villages_district_idx" ON "villages" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_templates_unique" ON "wa_templates" USING btree ("action_on","type","status");