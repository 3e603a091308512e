CREATE TABLE "school_curricula" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"cover" text,
	"level" smallint DEFAULT 1 NOT NULL,
	"lesson_hours" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_curriculum_classes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_curriculum_lessons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"duration_minutes" integer DEFAULT 45 NOT NULL,
	"content" text,
	"video" text,
	"attachment" text,
	"attachment_name" text,
	"oj_problem_ids" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_curriculum_systems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_courses" ADD COLUMN "own_curriculum_id" integer;--> statement-breakpoint
ALTER TABLE "school_curricula" ADD CONSTRAINT "school_curricula_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_curricula" ADD CONSTRAINT "school_curricula_system_id_school_curriculum_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."school_curriculum_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_curriculum_classes" ADD CONSTRAINT "school_curriculum_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_curriculum_classes" ADD CONSTRAINT "school_curriculum_classes_curriculum_id_school_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."school_curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_curriculum_classes" ADD CONSTRAINT "school_curriculum_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_curriculum_lessons" ADD CONSTRAINT "school_curriculum_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_curriculum_lessons" ADD CONSTRAINT "school_curriculum_lessons_curriculum_id_school_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."school_curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_curriculum_systems" ADD CONSTRAINT "school_curriculum_systems_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_curricula_school_idx" ON "school_curricula" USING btree ("school_id","system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_curriculum_classes_uq" ON "school_curriculum_classes" USING btree ("curriculum_id","class_id");--> statement-breakpoint
CREATE INDEX "school_curriculum_lessons_curriculum_idx" ON "school_curriculum_lessons" USING btree ("curriculum_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "school_curriculum_systems_name_uq" ON "school_curriculum_systems" USING btree ("school_id","name");--> statement-breakpoint
ALTER TABLE "sale_courses" ADD CONSTRAINT "sale_courses_own_curriculum_id_school_curricula_id_fk" FOREIGN KEY ("own_curriculum_id") REFERENCES "public"."school_curricula"("id") ON DELETE no action ON UPDATE no action;