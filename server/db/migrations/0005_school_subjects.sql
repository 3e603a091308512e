CREATE TABLE "school_subjects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_subjects" ADD CONSTRAINT "school_subjects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_subjects" ADD CONSTRAINT "school_subjects_subject_id_course_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."course_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_subjects_uq" ON "school_subjects" USING btree ("school_id","subject_id");