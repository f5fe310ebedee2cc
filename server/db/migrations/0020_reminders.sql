ALTER TABLE "branches" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"kind" varchar(20) NOT NULL,
	"item_id" varchar(30) NOT NULL,
	"period" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminders_sent_kind_item_id_period_pk" PRIMARY KEY("kind","item_id","period"),
	CONSTRAINT "reminders_sent_kind_check" CHECK ("reminders_sent"."kind" in ('proof', 'unused_id', 'waiting_receipt'))
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;
