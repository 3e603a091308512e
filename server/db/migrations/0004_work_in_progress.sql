CREATE TABLE "oj_labels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oj_problems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"statement" text NOT NULL,
	"input_desc" text,
	"output_desc" text,
	"samples" text DEFAULT '[]' NOT NULL,
	"hint" text,
	"time_limit_ms" integer DEFAULT 1000 NOT NULL,
	"memory_limit_mb" integer DEFAULT 256 NOT NULL,
	"difficulty" smallint DEFAULT 1 NOT NULL,
	"labels" text,
	"visibility" text DEFAULT 'platform' NOT NULL,
	"checker_kind" text DEFAULT 'tokens' NOT NULL,
	"float_epsilon" double precision,
	"checker_source" text,
	"test_count" integer DEFAULT 0 NOT NULL,
	"school_id" integer,
	"author_kind" text DEFAULT 'admin' NOT NULL,
	"author_id" integer DEFAULT 0 NOT NULL,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oj_problem_tests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"input" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oj_run_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"problem_id" integer NOT NULL,
	"submitter_kind" text NOT NULL,
	"submitter_id" integer NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"stdin" text NOT NULL,
	"verdict" text NOT NULL,
	"time_ms" integer NOT NULL,
	"memory_kb" integer NOT NULL,
	"stdout" text NOT NULL,
	"stderr" text NOT NULL,
	"compile_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oj_problems" ADD CONSTRAINT "oj_problems_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_problem_tests" ADD CONSTRAINT "oj_problem_tests_problem_id_oj_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."oj_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oj_labels_name_uq" ON "oj_labels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "oj_problems_school_idx" ON "oj_problems" USING btree ("school_id","visibility");--> statement-breakpoint
CREATE INDEX "oj_problems_author_idx" ON "oj_problems" USING btree ("author_kind","author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oj_problem_tests_uq" ON "oj_problem_tests" USING btree ("problem_id","position");--> statement-breakpoint
CREATE INDEX "oj_problem_tests_problem_idx" ON "oj_problem_tests" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "oj_run_records_submitter_idx" ON "oj_run_records" USING btree ("submitter_kind","submitter_id","id");