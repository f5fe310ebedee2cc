CREATE TABLE "whatsapp_receipts" (
	"wamid" varchar(128) PRIMARY KEY NOT NULL,
	"status" varchar(10) NOT NULL,
	"error_code" integer,
	"error_title" text,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_receipts_status_check" CHECK ("whatsapp_receipts"."status" in ('sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "wamid" varchar(128);--> statement-breakpoint
CREATE INDEX "outbox_wamid_idx" ON "outbox" USING btree ("wamid");