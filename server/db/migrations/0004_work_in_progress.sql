CREATE TABLE "code_prompts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'python' NOT NULL,
	"keyword" text NOT NULL,
	"snippet" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_subjects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"cover" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curricula" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"name" text NOT NULL,
	"cover" text,
	"level" smallint DEFAULT 1 NOT NULL,
	"lesson_hours" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"effective" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"expire_date" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_lessons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"curriculum_id" integer NOT NULL,
	"chapter" text,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"duration_minutes" integer DEFAULT 45 NOT NULL,
	"video" text,
	"courseware" text,
	"content" text,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform" text DEFAULT 'windows' NOT NULL,
	"version" text,
	"file" text NOT NULL,
	"size_kb" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"material_type_id" integer NOT NULL,
	"cover" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"post_state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text DEFAULT 'image' NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"preview" text,
	"size_kb" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"channel" text DEFAULT 'wechat' NOT NULL,
	"content" text NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operational_material_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operational_materials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tag_id" integer NOT NULL,
	"cover" text,
	"file" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_no" text NOT NULL,
	"title" text NOT NULL,
	"school_id" integer NOT NULL,
	"amount" double precision NOT NULL,
	"sign_date" date NOT NULL,
	"start_date" date,
	"end_date" date,
	"file" text,
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"location" text,
	"quota" integer,
	"content" text,
	"new_state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_trainings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"tag_id" integer,
	"cover" text,
	"lecturer" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"post_state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_chapters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"size_kb" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"chapter_id" integer,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"duration_seconds" integer,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"video_type_id" integer NOT NULL,
	"subject_id" integer,
	"cover" text,
	"url" text NOT NULL,
	"duration_seconds" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"post_state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curricula" ADD CONSTRAINT "curricula_subject_id_course_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."course_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_grants" ADD CONSTRAINT "curriculum_grants_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_grants" ADD CONSTRAINT "curriculum_grants_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_lessons" ADD CONSTRAINT "curriculum_lessons_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_groups" ADD CONSTRAINT "material_groups_material_type_id_material_types_id_fk" FOREIGN KEY ("material_type_id") REFERENCES "public"."material_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_group_id_material_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."material_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operational_materials" ADD CONSTRAINT "operational_materials_tag_id_operational_material_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."operational_material_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_contracts" ADD CONSTRAINT "platform_contracts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_trainings" ADD CONSTRAINT "teacher_trainings_tag_id_training_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."training_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_chapters" ADD CONSTRAINT "training_chapters_training_id_teacher_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."teacher_trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_files" ADD CONSTRAINT "training_files_training_id_teacher_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."teacher_trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_videos" ADD CONSTRAINT "training_videos_training_id_teacher_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."teacher_trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_videos" ADD CONSTRAINT "training_videos_chapter_id_training_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."training_chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_video_type_id_video_types_id_fk" FOREIGN KEY ("video_type_id") REFERENCES "public"."video_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_subject_id_course_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."course_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_prompts_keyword_uq" ON "code_prompts" USING btree ("language","keyword");--> statement-breakpoint
CREATE UNIQUE INDEX "course_subjects_name_uq" ON "course_subjects" USING btree ("name");--> statement-breakpoint
CREATE INDEX "curricula_subject_idx" ON "curricula" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_grants_uq" ON "curriculum_grants" USING btree ("school_id","curriculum_id");--> statement-breakpoint
CREATE INDEX "curriculum_lessons_curriculum_idx" ON "curriculum_lessons" USING btree ("curriculum_id","sort_order");--> statement-breakpoint
CREATE INDEX "material_groups_type_idx" ON "material_groups" USING btree ("material_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_types_name_uq" ON "material_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "materials_group_idx" ON "materials" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_code_uq" ON "message_templates" USING btree ("scope","code");--> statement-breakpoint
CREATE UNIQUE INDEX "operational_material_tags_name_uq" ON "operational_material_tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_contracts_no_uq" ON "platform_contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE UNIQUE INDEX "school_tags_name_uq" ON "school_tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "training_chapters_training_idx" ON "training_chapters" USING btree ("training_id","sort_order");--> statement-breakpoint
CREATE INDEX "training_files_training_idx" ON "training_files" USING btree ("training_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_tags_name_uq" ON "training_tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "training_videos_training_idx" ON "training_videos" USING btree ("training_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "video_types_name_uq" ON "video_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "videos_type_idx" ON "videos" USING btree ("video_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_tags_name_uq" ON "work_tags" USING btree ("name");