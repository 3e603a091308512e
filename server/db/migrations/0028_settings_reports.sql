CREATE TABLE "settings_admins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"route_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_report_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"title" text,
	"period_days" integer DEFAULT 30 NOT NULL,
	"show_attendance" boolean DEFAULT true NOT NULL,
	"show_comments" boolean DEFAULT true NOT NULL,
	"show_works" boolean DEFAULT true NOT NULL,
	"show_exams" boolean DEFAULT true NOT NULL,
	"show_stars" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_message_apps" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"app_id" text,
	"app_secret" text,
	"qr_code" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"notify_sign_in" boolean DEFAULT true NOT NULL,
	"notify_receipt" boolean DEFAULT true NOT NULL,
	"notify_exam" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings_admins" ADD CONSTRAINT "settings_admins_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_admins" ADD CONSTRAINT "settings_admins_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_report_settings" ADD CONSTRAINT "learning_report_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_message_apps" ADD CONSTRAINT "school_message_apps_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settings_admins_staff_route_uq" ON "settings_admins" USING btree ("staff_id","route_name");--> statement-breakpoint
CREATE INDEX "settings_admins_school_idx" ON "settings_admins" USING btree ("school_id");