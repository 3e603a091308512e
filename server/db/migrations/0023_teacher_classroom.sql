CREATE TABLE "class_lesson_unlocks" (
	"class_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_lesson_unlocks_class_id_lesson_id_pk" PRIMARY KEY("class_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_preparations" (
	"staff_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_preparations_staff_id_lesson_id_pk" PRIMARY KEY("staff_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "work_reviews" (
	"work_id" bigint PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_lesson_unlocks" ADD CONSTRAINT "class_lesson_unlocks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_unlocks" ADD CONSTRAINT "class_lesson_unlocks_lesson_id_curriculum_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."curriculum_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_unlocks" ADD CONSTRAINT "class_lesson_unlocks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_unlocks" ADD CONSTRAINT "class_lesson_unlocks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_preparations" ADD CONSTRAINT "lesson_preparations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_preparations" ADD CONSTRAINT "lesson_preparations_lesson_id_curriculum_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."curriculum_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reviews" ADD CONSTRAINT "work_reviews_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reviews" ADD CONSTRAINT "work_reviews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reviews" ADD CONSTRAINT "work_reviews_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_lesson_unlocks_school_idx" ON "class_lesson_unlocks" USING btree ("school_id","unlocked_at");