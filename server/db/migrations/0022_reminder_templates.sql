ALTER TABLE "wa_templates" DROP CONSTRAINT "wa_templates_action_check";--> statement-breakpoint
ALTER TABLE "wa_templates" DROP CONSTRAINT "wa_templates_status_check";--> statement-breakpoint
ALTER TABLE "wa_templates" ADD CONSTRAINT "wa_templates_action_check" CHECK ("wa_templates"."action_on" in ('create', 'upgrade', 'reminder'));--> statement-breakpoint
ALTER TABLE "wa_templates" ADD CONSTRAINT "wa_templates_status_check" CHECK ("wa_templates"."status" in ('0', '1', '2', 'p', 'i'));
