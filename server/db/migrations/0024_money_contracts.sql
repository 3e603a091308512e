CREATE TABLE "student_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"contract_no" text NOT NULL,
	"student_id" integer NOT NULL,
	"receipt_id" integer,
	"course_id" integer,
	"hours" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"guardian_name" text,
	"guardian_phone" text,
	"start_date" date,
	"end_date" date,
	"sign_date" date,
	"file" text,
	"state" smallint DEFAULT 1 NOT NULL,
	"staff_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invalidated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pay_accounts" ALTER COLUMN "balance" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "account_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_contracts" ADD CONSTRAINT "student_contracts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contracts" ADD CONSTRAINT "student_contracts_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contracts" ADD CONSTRAINT "student_contracts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contracts" ADD CONSTRAINT "student_contracts_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contracts" ADD CONSTRAINT "student_contracts_course_id_sale_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."sale_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contracts" ADD CONSTRAINT "student_contracts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_contracts_no_uq" ON "student_contracts" USING btree ("school_id","contract_no");--> statement-breakpoint
CREATE INDEX "student_contracts_school_idx" ON "student_contracts" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "student_contracts_student_idx" ON "student_contracts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_contracts_receipt_idx" ON "student_contracts" USING btree ("receipt_id");