ALTER TABLE "papers" ADD COLUMN "judge_scoring" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "oj_submissions" ADD COLUMN "exam_sheet_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "offline_practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "judge_scoring" text DEFAULT 'share' NOT NULL;