CREATE TABLE "point_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"student_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"picture_url" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"student_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"sign_coins" integer DEFAULT 1 NOT NULL,
	"oj_problem_coins" integer DEFAULT 2 NOT NULL,
	"exam_coins" integer DEFAULT 5 NOT NULL,
	"work_coins" integer DEFAULT 1 NOT NULL,
	"daily_limit" integer DEFAULT 50 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_stars" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer,
	"class_id" integer,
	"student_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_orders" ADD CONSTRAINT "point_orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_orders" ADD CONSTRAINT "point_orders_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_orders" ADD CONSTRAINT "point_orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_orders" ADD CONSTRAINT "point_orders_product_id_school_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."school_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_products" ADD CONSTRAINT "school_products_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_grants" ADD CONSTRAINT "star_grants_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_grants" ADD CONSTRAINT "star_grants_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_grants" ADD CONSTRAINT "star_grants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_rules" ADD CONSTRAINT "star_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_rules" ADD CONSTRAINT "star_rules_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stars" ADD CONSTRAINT "student_stars_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stars" ADD CONSTRAINT "student_stars_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stars" ADD CONSTRAINT "student_stars_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stars" ADD CONSTRAINT "student_stars_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_orders_school_idx" ON "point_orders" USING btree ("school_id","state");--> statement-breakpoint
CREATE INDEX "school_products_school_idx" ON "school_products" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "star_grants_student_idx" ON "star_grants" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "star_rules_campus_uq" ON "star_rules" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_stars_student_uq" ON "student_stars" USING btree ("student_id");