DROP INDEX "oj_submissions_queue_idx";--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "package_start_date" date;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "package_end_date" date;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_account_idx" ON "feedback" USING btree ("kind","account_id");--> statement-breakpoint
CREATE INDEX "oj_submissions_queue_idx" ON "oj_submissions" USING btree ("id") WHERE status <> 'finished';