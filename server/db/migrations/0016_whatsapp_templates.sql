ALTER TABLE "wa_templates" ADD COLUMN "wa_template_id" varchar(64);--> statement-breakpoint
ALTER TABLE "wa_templates" ADD COLUMN "wa_status" varchar(10);--> statement-breakpoint
ALTER TABLE "wa_templates" ADD COLUMN "wa_reason" text;--> statement-breakpoint
ALTER TABLE "wa_templates" ADD COLUMN "wa_error" text;--> statement-breakpoint
ALTER TABLE "wa_templates" ADD CONSTRAINT "wa_templates_wa_status_check" CHECK ("wa_templates"."wa_status" in ('PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED'));--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template_key" varchar(20);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template_params" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'waiting', 'sent', 'failed'));--> statement-breakpoint
CREATE INDEX "outbox_template_idx" ON "outbox" USING btree ("template_key","status");
