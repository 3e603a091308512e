CREATE TABLE "naming_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"target" text NOT NULL,
	"prefix" text NOT NULL,
	"date_part" text DEFAULT 'none' NOT NULL,
	"digits" integer DEFAULT 4 NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"ip" text NOT NULL,
	"operation" text NOT NULL,
	"entity_name" text NOT NULL,
	"entity_title" text NOT NULL,
	"target_id" text,
	"changes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text,
	"summary" text,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_calendar_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_carousels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"place" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "naming_rules" ADD CONSTRAINT "naming_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_articles" ADD CONSTRAINT "school_articles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_calendar_days" ADD CONSTRAINT "school_calendar_days_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_carousels" ADD CONSTRAINT "school_carousels_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "naming_rules_target_uq" ON "naming_rules" USING btree ("school_id","target");--> statement-breakpoint
CREATE INDEX "operation_logs_school_idx" ON "operation_logs" USING btree ("school_id","id");--> statement-breakpoint
CREATE INDEX "operation_logs_school_created_idx" ON "operation_logs" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "school_articles_school_idx" ON "school_articles" USING btree ("school_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_calendar_days_uq" ON "school_calendar_days" USING btree ("school_id","day");--> statement-breakpoint
CREATE INDEX "school_carousels_school_idx" ON "school_carousels" USING btree ("school_id","place","sort_order");