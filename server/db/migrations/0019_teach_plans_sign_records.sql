CREATE TABLE "sign_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"teacher_id" integer,
	"lesson_date" date NOT NULL,
	"status" smallint NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teach_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"teacher_id" integer,
	"room" text,
	"lesson_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"hours" integer DEFAULT 1 NOT NULL,
	"topic" text,
	"kind" smallint DEFAULT 1 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hour_entries" ADD COLUMN "sign_record_id" integer;--> statement-breakpoint
ALTER TABLE "sign_records" ADD CONSTRAINT "sign_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_records" ADD CONSTRAINT "sign_records_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_records" ADD CONSTRAINT "sign_records_plan_id_teach_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."teach_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_records" ADD CONSTRAINT "sign_records_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_records" ADD CONSTRAINT "sign_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_records" ADD CONSTRAINT "sign_records_course_id_sale_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."sale_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_records" ADD CONSTRAINT "sign_records_teacher_id_staff_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_plans" ADD CONSTRAINT "teach_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_plans" ADD CONSTRAINT "teach_plans_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_plans" ADD CONSTRAINT "teach_plans_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_plans" ADD CONSTRAINT "teach_plans_course_id_sale_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."sale_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_plans" ADD CONSTRAINT "teach_plans_teacher_id_staff_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_records_plan_student_uq" ON "sign_records" USING btree ("plan_id","student_id");--> statement-breakpoint
CREATE INDEX "sign_records_school_date_idx" ON "sign_records" USING btree ("school_id","lesson_date");--> statement-breakpoint
CREATE INDEX "sign_records_student_idx" ON "sign_records" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "teach_plans_school_date_idx" ON "teach_plans" USING btree ("school_id","lesson_date");--> statement-breakpoint
CREATE INDEX "teach_plans_class_idx" ON "teach_plans" USING btree ("class_id","lesson_date");--> statement-breakpoint
CREATE INDEX "hour_entries_sign_idx" ON "hour_entries" USING btree ("sign_record_id");