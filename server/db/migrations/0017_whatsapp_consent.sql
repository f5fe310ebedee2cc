ALTER TABLE "member_consents" ADD COLUMN "kind" varchar(10) DEFAULT 'data' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_consents" ADD COLUMN "given" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_consents" DROP CONSTRAINT "member_consents_source_check";--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_source_check" CHECK ("member_consents"."source" in ('registration', 'upgrade', 'inquiry'));--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_kind_check" CHECK ("member_consents"."kind" in ('data', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "register_aog_mog" ADD COLUMN "persetujuan_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "skip_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'waiting', 'sent', 'failed', 'skipped'));
