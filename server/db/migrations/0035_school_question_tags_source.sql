ALTER TABLE "questions" ADD COLUMN "tags" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source" text;