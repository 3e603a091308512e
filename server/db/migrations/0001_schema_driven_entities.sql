CREATE TABLE "audition_students" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"class_id" integer,
	"clue_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"audition_date" date NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clue_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"clue_id" integer NOT NULL,
	"method" smallint DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"next_follow_date" date,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"name" text NOT NULL,
	"parent_name" text,
	"phone" text NOT NULL,
	"age" integer,
	"gender" smallint,
	"owner_id" integer,
	"source" smallint DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 2 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"next_follow_date" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "points_auth" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "typing_planet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "student_zone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "lesson_hour_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "sign_correction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "is_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audition_students" ADD CONSTRAINT "audition_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_students" ADD CONSTRAINT "audition_students_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_students" ADD CONSTRAINT "audition_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_students" ADD CONSTRAINT "audition_students_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_records" ADD CONSTRAINT "clue_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_records" ADD CONSTRAINT "clue_records_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_records" ADD CONSTRAINT "clue_records_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audition_students_school_idx" ON "audition_students" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "clue_records_clue_idx" ON "clue_records" USING btree ("school_id","clue_id");--> statement-breakpoint
CREATE INDEX "clues_school_idx" ON "clues" USING btree ("school_id");