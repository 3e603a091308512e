CREATE TABLE "oj_sheet_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oj_contest_participants" (
	"contest_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oj_contest_participants_contest_id_student_id_pk" PRIMARY KEY("contest_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "oj_contest_problems" (
	"contest_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "oj_contest_problems_contest_id_problem_id_pk" PRIMARY KEY("contest_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "oj_contests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"title" text NOT NULL,
	"description" text,
	"rule" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sign_up" text NOT NULL,
	"team_id" integer,
	"freeze_minutes" integer DEFAULT 0 NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oj_sheet_problems" (
	"sheet_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "oj_sheet_problems_sheet_id_problem_id_pk" PRIMARY KEY("sheet_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "oj_sheets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"kind" text DEFAULT 'sheet' NOT NULL,
	"type_id" integer,
	"title" text NOT NULL,
	"description" text,
	"author_kind" text NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oj_team_members" (
	"team_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oj_team_members_team_id_student_id_pk" PRIMARY KEY("team_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "oj_team_sheets" (
	"team_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oj_team_sheets_team_id_sheet_id_pk" PRIMARY KEY("team_id","sheet_id")
);
--> statement-breakpoint
CREATE TABLE "oj_teams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"owner_staff_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oj_contest_participants" ADD CONSTRAINT "oj_contest_participants_contest_id_oj_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."oj_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_contest_participants" ADD CONSTRAINT "oj_contest_participants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_contest_problems" ADD CONSTRAINT "oj_contest_problems_contest_id_oj_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."oj_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_contest_problems" ADD CONSTRAINT "oj_contest_problems_problem_id_oj_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."oj_problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_contests" ADD CONSTRAINT "oj_contests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_contests" ADD CONSTRAINT "oj_contests_team_id_oj_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."oj_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_sheet_problems" ADD CONSTRAINT "oj_sheet_problems_sheet_id_oj_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."oj_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_sheet_problems" ADD CONSTRAINT "oj_sheet_problems_problem_id_oj_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."oj_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_sheets" ADD CONSTRAINT "oj_sheets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_sheets" ADD CONSTRAINT "oj_sheets_type_id_oj_sheet_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."oj_sheet_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_team_members" ADD CONSTRAINT "oj_team_members_team_id_oj_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."oj_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_team_members" ADD CONSTRAINT "oj_team_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_team_sheets" ADD CONSTRAINT "oj_team_sheets_team_id_oj_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."oj_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_team_sheets" ADD CONSTRAINT "oj_team_sheets_sheet_id_oj_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."oj_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_teams" ADD CONSTRAINT "oj_teams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_teams" ADD CONSTRAINT "oj_teams_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oj_sheet_types_name_uq" ON "oj_sheet_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "oj_contest_participants_student_idx" ON "oj_contest_participants" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "oj_contests_school_idx" ON "oj_contests" USING btree ("school_id","start_at");--> statement-breakpoint
CREATE INDEX "oj_sheets_school_idx" ON "oj_sheets" USING btree ("school_id","kind");--> statement-breakpoint
CREATE INDEX "oj_team_members_student_idx" ON "oj_team_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "oj_teams_school_idx" ON "oj_teams" USING btree ("school_id","owner_staff_id");