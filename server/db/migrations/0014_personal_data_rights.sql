CREATE TABLE "member_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_id" integer NOT NULL,
	"source" varchar(12) NOT NULL,
	"version" varchar(20) NOT NULL,
	"wording" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_consents_source_check" CHECK ("member_consents"."source" in ('registration', 'upgrade'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_register_id_register_aog_mog_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."register_aog_mog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_consents_register_idx" ON "member_consents" USING btree ("register_id","id");--> statement-breakpoint
CREATE INDEX "files_proof_retention_idx" ON "files" USING btree ("created_at") WHERE "files"."kind" = 'proof' and "files"."purged_at" is null;