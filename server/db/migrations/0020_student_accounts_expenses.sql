CREATE TABLE "account_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"student_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"staff_id" integer,
	"kind" smallint NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"category" smallint NOT NULL,
	"amount" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"spent_on" date NOT NULL,
	"staff_id" integer,
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"student_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "money_entries" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "money_entries" ALTER COLUMN "receipt_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "expense_id" integer;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accounts" ADD CONSTRAINT "student_accounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accounts" ADD CONSTRAINT "student_accounts_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accounts" ADD CONSTRAINT "student_accounts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_entries_student_idx" ON "account_entries" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "account_entries_receipt_idx" ON "account_entries" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "account_entries_school_idx" ON "account_entries" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "expenses_school_idx" ON "expenses" USING btree ("school_id","spent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "student_accounts_student_uq" ON "student_accounts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_accounts_school_idx" ON "student_accounts" USING btree ("school_id");--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;