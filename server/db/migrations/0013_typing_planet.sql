CREATE TABLE "typing_level_awards" (
	"student_id" integer NOT NULL,
	"level_id" text NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "typing_level_awards_student_id_level_id_pk" PRIMARY KEY("student_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "typing_records" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"typing_history" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"best_wpm" integer DEFAULT 0 NOT NULL,
	"best_accuracy" integer DEFAULT 0 NOT NULL,
	"levels" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "star_rules" ADD COLUMN "typing_coins" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "typing_level_awards" ADD CONSTRAINT "typing_level_awards_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_records" ADD CONSTRAINT "typing_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_records" ADD CONSTRAINT "typing_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "typing_records_school_idx" ON "typing_records" USING btree ("school_id");