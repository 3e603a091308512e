CREATE TABLE "oj_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"problem_id" integer NOT NULL,
	"contest_id" integer,
	"submitter_kind" text NOT NULL,
	"submitter_id" integer NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"verdict" text,
	"score" real,
	"time_ms" integer,
	"memory_kb" integer,
	"compile_message" text,
	"system_message" text,
	"results" jsonb,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_by" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"judged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "oj_submissions_queue_idx" ON "oj_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "oj_submissions_problem_idx" ON "oj_submissions" USING btree ("problem_id","id");--> statement-breakpoint
CREATE INDEX "oj_submissions_submitter_idx" ON "oj_submissions" USING btree ("submitter_kind","submitter_id","id");