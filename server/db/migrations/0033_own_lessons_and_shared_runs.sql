CREATE TABLE "shared_work_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_own_lesson_unlocks" (
	"class_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_own_lesson_unlocks_class_id_lesson_id_pk" PRIMARY KEY("class_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "school_curriculum_classes" ADD COLUMN "open_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_work_runs" ADD CONSTRAINT "shared_work_runs_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_own_lesson_unlocks" ADD CONSTRAINT "class_own_lesson_unlocks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_own_lesson_unlocks" ADD CONSTRAINT "class_own_lesson_unlocks_lesson_id_school_curriculum_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."school_curriculum_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_own_lesson_unlocks" ADD CONSTRAINT "class_own_lesson_unlocks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_own_lesson_unlocks" ADD CONSTRAINT "class_own_lesson_unlocks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_work_runs_link_idx" ON "shared_work_runs" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "shared_work_runs_ip_idx" ON "shared_work_runs" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "shared_work_runs_at_idx" ON "shared_work_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "class_own_lesson_unlocks_school_idx" ON "class_own_lesson_unlocks" USING btree ("school_id","unlocked_at");--> statement-breakpoint
-- Self-made curricula granted to a class before lesson-by-lesson opening existed opened every lesson
-- at once: those grants keep doing so. New grants start closed and the class teacher opens lessons.
UPDATE "school_curriculum_classes" SET "open_all" = true;
