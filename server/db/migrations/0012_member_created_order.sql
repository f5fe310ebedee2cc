DROP INDEX "register_aog_mog_created_idx";--> statement-breakpoint
CREATE INDEX "register_aog_mog_created_idx" ON "register_aog_mog" USING btree ("created_at","id");--> statement-breakpoint
-- hand-written: the partial index of the members still waiting for proof is rebuilt after the
-- one above. Both serve that count; on a large table the partial one is far cheaper, but on a
-- small one (the tests') their costs tie and PostgreSQL took the newer index.
DROP INDEX "register_aog_mog_no_receipt_created_idx";--> statement-breakpoint
CREATE INDEX "register_aog_mog_no_receipt_created_idx" ON "register_aog_mog" USING btree ("created_at") WHERE "register_aog_mog"."receipt_id" is null;
