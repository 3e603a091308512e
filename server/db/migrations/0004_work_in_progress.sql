CREATE TABLE "exam_tag_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"name" text NOT NULL,
	"duration" integer DEFAULT 60 NOT NULL,
	"remark" text,
	"question_count" integer DEFAULT 0 NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"post_state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"name" text NOT NULL,
	"subject" text,
	"description" text,
	"post_state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_years" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"bank_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"stem" text NOT NULL,
	"options" text,
	"answer" text DEFAULT '' NOT NULL,
	"analysis" text,
	"score" double precision DEFAULT 5 NOT NULL,
	"difficulty" smallint DEFAULT 2 NOT NULL,
	"tag_ids" text,
	"source_tag_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source_id" integer NOT NULL,
	"year_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testing_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tmpl_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" smallint NOT NULL,
	"picture_url" text NOT NULL,
	"price" integer NOT NULL,
	"cue_word" text,
	"description" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_questions" (
	"paper_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_tags" ADD CONSTRAINT "exam_tags_group_id_exam_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."exam_tag_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_source_tag_id_source_tags_id_fk" FOREIGN KEY ("source_tag_id") REFERENCES "public"."source_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_tags" ADD CONSTRAINT "source_tags_source_id_question_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."question_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_tags" ADD CONSTRAINT "source_tags_year_id_question_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."question_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_tag_groups_name_uq" ON "exam_tag_groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_tags_group_name_uq" ON "exam_tags" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "question_banks_school_idx" ON "question_banks" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_sources_name_uq" ON "question_sources" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "question_years_name_uq" ON "question_years" USING btree ("name");--> statement-breakpoint
CREATE INDEX "questions_bank_idx" ON "questions" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "questions_school_idx" ON "questions" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_tags_name_uq" ON "source_tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_questions_uq" ON "paper_questions" USING btree ("paper_id","question_id");--> statement-breakpoint
CREATE INDEX "paper_questions_question_idx" ON "paper_questions" USING btree ("question_id");