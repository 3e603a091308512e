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
ALTER TABLE "class_own_lesson_unlocks" ADD CONSTRAINT "class_own_lesson_unlocks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_own_lesson_unlocks" ADD CONSTRAINT "class_own_lesson_unlocks_lesson_id_school_curriculum_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."school_curriculum_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_own_lesson_unlocks" ADD CONSTRAINT "class_own_lesson_unlocks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_own_lesson_unlocks" ADD CONSTRAINT "class_own_lesson_unlocks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_own_lesson_unlocks_school_idx" ON "class_own_lesson_unlocks" USING btree ("school_id","unlocked_at");