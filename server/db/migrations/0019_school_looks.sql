CREATE TABLE "school_looks" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"header_title" text,
	"theme_color" text,
	"footer_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_looks" ADD CONSTRAINT "school_looks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;