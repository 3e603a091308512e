CREATE TABLE "admin_roles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text,
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
ALTER TABLE "admin_users" ADD COLUMN "super_admin" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "school_orders" ADD CONSTRAINT "school_orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_orders" ADD CONSTRAINT "school_orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_change_records" ADD CONSTRAINT "user_change_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_role_resources" ADD CONSTRAINT "admin_role_resources_role_id_admin_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."admin_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_roles" ADD CONSTRAINT "admin_user_roles_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_roles" ADD CONSTRAINT "admin_user_roles_role_id_admin_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."admin_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_keys" ADD CONSTRAINT "ai_chat_keys_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_roles_name_uq" ON "admin_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resources_scope_code_uq" ON "resources" USING btree ("scope","code");--> statement-breakpoint
CREATE UNIQUE INDEX "role_types_name_uq" ON "role_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "school_orders_no_uq" ON "school_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "school_orders_school_idx" ON "school_orders" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "user_change_records_created_idx" ON "user_change_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visit_records_created_idx" ON "visit_records" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_role_resources_uq" ON "admin_role_resources" USING btree ("role_id","route_name");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_user_roles_uq" ON "admin_user_roles" USING btree ("admin_id","role_id");