ALTER TABLE "homeworks" ALTER COLUMN "lesson_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "own_lesson_id" integer;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_own_lesson_id_school_curriculum_lessons_id_fk" FOREIGN KEY ("own_lesson_id") REFERENCES "public"."school_curriculum_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homeworks_own_lesson_idx" ON "homeworks" USING btree ("own_lesson_id");--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_one_lesson" CHECK (num_nonnulls("homeworks"."lesson_id", "homeworks"."own_lesson_id") = 1);