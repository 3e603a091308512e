CREATE TABLE "own_lesson_preparations" (
	"staff_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_lesson_preparations_staff_id_lesson_id_pk" PRIMARY KEY("staff_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "own_lesson_preparations" ADD CONSTRAINT "own_lesson_preparations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_lesson_preparations" ADD CONSTRAINT "own_lesson_preparations_lesson_id_school_curriculum_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."school_curriculum_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_lesson_preparations" ADD CONSTRAINT "own_lesson_preparations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;