ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_account_idx" ON "feedback" USING btree ("kind","account_id");