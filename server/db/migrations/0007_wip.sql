DROP INDEX "oj_submissions_queue_idx";--> statement-breakpoint
CREATE INDEX "oj_submissions_queue_idx" ON "oj_submissions" USING btree ("id") WHERE status <> 'finished';