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
CREATE TABLE "exam_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"class_id" integer,
	"campus_id" integer,
	"student_id" integer
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"exam_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"stem" text NOT NULL,
	"options" text,
	"answer" text NOT NULL,
	"analysis" text,
	"oj_problem_id" integer,
	CONSTRAINT "exam_questions_exam_id_position_pk" PRIMARY KEY("exam_id","position")
);
--> statement-breakpoint
CREATE TABLE "exam_sheet_answers" (
	"sheet_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"language" text,
	"auto_score" double precision,
	"manual_score" double precision,
	"comment" text,
	"judge_submission_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_sheet_answers_sheet_id_position_pk" PRIMARY KEY("sheet_id","position")
);
--> statement-breakpoint
CREATE TABLE "exam_sheets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"state" text DEFAULT 'answering' NOT NULL,
	"auto_score" double precision DEFAULT 0 NOT NULL,
	"manual_score" double precision DEFAULT 0 NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"device_token" text,
	"switch_count" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"coins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"scope" text DEFAULT 'school' NOT NULL,
	"paper_id" integer,
	"title" text NOT NULL,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"show_answers" boolean DEFAULT true NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"partial_credit" boolean DEFAULT false NOT NULL,
	"one_device" boolean DEFAULT true NOT NULL,
	"max_attempts" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"full_score" double precision DEFAULT 0 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"results_published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wrong_questions" (
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"last_wrong_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_exam_id" integer,
	"last_response" text,
	"mastered" boolean DEFAULT false NOT NULL,
	"mastered_at" timestamp with time zone,
	CONSTRAINT "wrong_questions_student_id_question_id_pk" PRIMARY KEY("student_id","question_id")
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
ALTER TABLE "exam_assignments" ADD CONSTRAINT "exam_assignments_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD CONSTRAINT "exam_assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD CONSTRAINT "exam_assignments_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD CONSTRAINT "exam_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sheet_answers" ADD CONSTRAINT "exam_sheet_answers_sheet_id_exam_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."exam_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sheet_answers" ADD CONSTRAINT "exam_sheet_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sheet_answers" ADD CONSTRAINT "exam_sheet_answers_judge_submission_id_oj_submissions_id_fk" FOREIGN KEY ("judge_submission_id") REFERENCES "public"."oj_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sheets" ADD CONSTRAINT "exam_sheets_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sheets" ADD CONSTRAINT "exam_sheets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sheets" ADD CONSTRAINT "exam_sheets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_last_exam_id_exams_id_fk" FOREIGN KEY ("last_exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_records_plan_student_uq" ON "sign_records" USING btree ("plan_id","student_id");--> statement-breakpoint
CREATE INDEX "sign_records_school_date_idx" ON "sign_records" USING btree ("school_id","lesson_date");--> statement-breakpoint
CREATE INDEX "sign_records_student_idx" ON "sign_records" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "teach_plans_school_date_idx" ON "teach_plans" USING btree ("school_id","lesson_date");--> statement-breakpoint
CREATE INDEX "teach_plans_class_idx" ON "teach_plans" USING btree ("class_id","lesson_date");--> statement-breakpoint
CREATE INDEX "exam_assignments_exam_idx" ON "exam_assignments" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_assignments_class_idx" ON "exam_assignments" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "exam_assignments_student_idx" ON "exam_assignments" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_questions_question_uq" ON "exam_questions" USING btree ("exam_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sheets_student_uq" ON "exam_sheets" USING btree ("exam_id","student_id","attempt");--> statement-breakpoint
CREATE INDEX "exam_sheets_student_idx" ON "exam_sheets" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "exams_school_idx" ON "exams" USING btree ("school_id","kind","scope");--> statement-breakpoint
CREATE INDEX "exams_paper_idx" ON "exams" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "wrong_questions_school_idx" ON "wrong_questions" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "hour_entries_sign_idx" ON "hour_entries" USING btree ("sign_record_id");