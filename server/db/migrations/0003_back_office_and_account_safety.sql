CREATE TABLE "ip_bans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_name" text NOT NULL,
	"success" boolean NOT NULL,
	"ip" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"valid" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"problem_id" integer,
	"cm_id" integer,
	"tag_name" text NOT NULL,
	"content" text NOT NULL,
	"content_img_url" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"school_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"tag_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"notice_type" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_strength" (
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"strong" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verified_phones" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_phones_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "package_resources" (
	"package_id" integer NOT NULL,
	"route_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "trial_end_date" date;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "encryption" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "oj_analysis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "zone_share" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "testcase_view" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "keep_paper" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "prepare_content" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "show_hint" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "student_auth" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "header_set" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "rank_total" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "package_resources" ADD CONSTRAINT "package_resources_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ip_bans_ip_uq" ON "ip_bans" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "login_logs_created_idx" ON "login_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_logs_ip_idx" ON "login_logs" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "feedback_type_read_idx" ON "feedback" USING btree ("type","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_reads_uq" ON "notice_reads" USING btree ("notice_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_strength_account_uq" ON "password_strength" USING btree ("kind","account_id");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_ip_idx" ON "phone_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_resources_uq" ON "package_resources" USING btree ("package_id","route_name");