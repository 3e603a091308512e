CREATE TABLE "admin_roles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "cooperation_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"province" text,
	"remark" text,
	"state" smallint DEFAULT 0 NOT NULL,
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
	"visibility" text NOT NULL,
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
CREATE TABLE "oj_sheet_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "resources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"route_name" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"school_id" integer NOT NULL,
	"package_id" integer,
	"amount" double precision NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"remark" text,
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
CREATE TABLE "source_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source_id" integer NOT NULL,
	"year_id" integer NOT NULL,
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
CREATE TABLE "user_change_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"school_id" integer,
	"kind" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"operator" text NOT NULL,
	"ip" text,
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
CREATE TABLE "visit_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"user_name" text NOT NULL,
	"school_id" integer,
	"route_name" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"ip" text,
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
CREATE TABLE "admin_role_resources" (
	"role_id" integer NOT NULL,
	"route_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_user_roles" (
	"admin_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_chat_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"model" text NOT NULL,
	"key_cipher" text NOT NULL,
	"key_hint" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "paper_questions" (
	"paper_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "super_admin" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "curricula" ADD CONSTRAINT "curricula_subject_id_course_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."course_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_grants" ADD CONSTRAINT "curriculum_grants_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_grants" ADD CONSTRAINT "curriculum_grants_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_lessons" ADD CONSTRAINT "curriculum_lessons_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_tags" ADD CONSTRAINT "exam_tags_group_id_exam_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."exam_tag_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_groups" ADD CONSTRAINT "material_groups_material_type_id_material_types_id_fk" FOREIGN KEY ("material_type_id") REFERENCES "public"."material_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_group_id_material_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."material_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_problems" ADD CONSTRAINT "oj_problems_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operational_materials" ADD CONSTRAINT "operational_materials_tag_id_operational_material_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."operational_material_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_contracts" ADD CONSTRAINT "platform_contracts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_source_tag_id_source_tags_id_fk" FOREIGN KEY ("source_tag_id") REFERENCES "public"."source_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_orders" ADD CONSTRAINT "school_orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_orders" ADD CONSTRAINT "school_orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_tags" ADD CONSTRAINT "source_tags_source_id_question_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."question_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_tags" ADD CONSTRAINT "source_tags_year_id_question_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."question_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_trainings" ADD CONSTRAINT "teacher_trainings_tag_id_training_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."training_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_chapters" ADD CONSTRAINT "training_chapters_training_id_teacher_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."teacher_trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_files" ADD CONSTRAINT "training_files_training_id_teacher_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."teacher_trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_videos" ADD CONSTRAINT "training_videos_training_id_teacher_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."teacher_trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_videos" ADD CONSTRAINT "training_videos_chapter_id_training_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."training_chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_change_records" ADD CONSTRAINT "user_change_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_video_type_id_video_types_id_fk" FOREIGN KEY ("video_type_id") REFERENCES "public"."video_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_subject_id_course_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."course_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_role_resources" ADD CONSTRAINT "admin_role_resources_role_id_admin_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."admin_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_roles" ADD CONSTRAINT "admin_user_roles_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_roles" ADD CONSTRAINT "admin_user_roles_role_id_admin_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."admin_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_keys" ADD CONSTRAINT "ai_chat_keys_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oj_problem_tests" ADD CONSTRAINT "oj_problem_tests_problem_id_oj_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."oj_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_roles_name_uq" ON "admin_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "code_prompts_keyword_uq" ON "code_prompts" USING btree ("language","keyword");--> statement-breakpoint
CREATE UNIQUE INDEX "course_subjects_name_uq" ON "course_subjects" USING btree ("name");--> statement-breakpoint
CREATE INDEX "curricula_subject_idx" ON "curricula" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_grants_uq" ON "curriculum_grants" USING btree ("school_id","curriculum_id");--> statement-breakpoint
CREATE INDEX "curriculum_lessons_curriculum_idx" ON "curriculum_lessons" USING btree ("curriculum_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_tag_groups_name_uq" ON "exam_tag_groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_tags_group_name_uq" ON "exam_tags" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "material_groups_type_idx" ON "material_groups" USING btree ("material_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_types_name_uq" ON "material_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "materials_group_idx" ON "materials" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_code_uq" ON "message_templates" USING btree ("scope","code");--> statement-breakpoint
CREATE UNIQUE INDEX "oj_labels_name_uq" ON "oj_labels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "oj_problems_school_idx" ON "oj_problems" USING btree ("school_id","visibility");--> statement-breakpoint
CREATE INDEX "oj_problems_author_idx" ON "oj_problems" USING btree ("author_kind","author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oj_sheet_types_name_uq" ON "oj_sheet_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "operational_material_tags_name_uq" ON "operational_material_tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_contracts_no_uq" ON "platform_contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "question_banks_school_idx" ON "question_banks" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_sources_name_uq" ON "question_sources" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "question_years_name_uq" ON "question_years" USING btree ("name");--> statement-breakpoint
CREATE INDEX "questions_bank_idx" ON "questions" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "questions_school_idx" ON "questions" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_scope_code_uq" ON "resources" USING btree ("scope","code");--> statement-breakpoint
CREATE UNIQUE INDEX "role_types_name_uq" ON "role_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "school_orders_no_uq" ON "school_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "school_orders_school_idx" ON "school_orders" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_tags_name_uq" ON "school_tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "source_tags_name_uq" ON "source_tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "training_chapters_training_idx" ON "training_chapters" USING btree ("training_id","sort_order");--> statement-breakpoint
CREATE INDEX "training_files_training_idx" ON "training_files" USING btree ("training_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_tags_name_uq" ON "training_tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "training_videos_training_idx" ON "training_videos" USING btree ("training_id","sort_order");--> statement-breakpoint
CREATE INDEX "user_change_records_created_idx" ON "user_change_records" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_types_name_uq" ON "video_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "videos_type_idx" ON "videos" USING btree ("video_type_id");--> statement-breakpoint
CREATE INDEX "visit_records_created_idx" ON "visit_records" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_tags_name_uq" ON "work_tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_role_resources_uq" ON "admin_role_resources" USING btree ("role_id","route_name");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_user_roles_uq" ON "admin_user_roles" USING btree ("admin_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oj_problem_tests_uq" ON "oj_problem_tests" USING btree ("problem_id","position");--> statement-breakpoint
CREATE INDEX "oj_problem_tests_problem_idx" ON "oj_problem_tests" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "oj_run_records_submitter_idx" ON "oj_run_records" USING btree ("submitter_kind","submitter_id","id");--> statement-breakpoint
CREATE INDEX "oj_contest_participants_student_idx" ON "oj_contest_participants" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "oj_contests_school_idx" ON "oj_contests" USING btree ("school_id","start_at");--> statement-breakpoint
CREATE INDEX "oj_sheets_school_idx" ON "oj_sheets" USING btree ("school_id","kind");--> statement-breakpoint
CREATE INDEX "oj_team_members_student_idx" ON "oj_team_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "oj_teams_school_idx" ON "oj_teams" USING btree ("school_id","owner_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_questions_uq" ON "paper_questions" USING btree ("paper_id","question_id");--> statement-breakpoint
CREATE INDEX "paper_questions_question_idx" ON "paper_questions" USING btree ("question_id");