CREATE TABLE "community_words" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"parent_id" bigint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_favourites" (
	"share_id" bigint NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_favourites_share_id_student_id_pk" PRIMARY KEY("share_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "community_footers" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"footer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_likes" (
	"share_id" bigint NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_likes_share_id_student_id_pk" PRIMARY KEY("share_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "community_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"comment_id" bigint NOT NULL,
	"student_id" integer NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"comment_id" bigint NOT NULL,
	"student_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_comment_id_student_id_pk" PRIMARY KEY("comment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "community_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"tag_id" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"favourite_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_wear" (
	"student_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_wear_student_id_category_pk" PRIMARY KEY("student_id","category")
);
--> statement-breakpoint
ALTER TABLE "school_products" ADD COLUMN "decoration" smallint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_products" ADD COLUMN "cue_word" text;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_share_id_community_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."community_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_favourites" ADD CONSTRAINT "community_favourites_share_id_community_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."community_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_favourites" ADD CONSTRAINT "community_favourites_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_footers" ADD CONSTRAINT "community_footers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_share_id_community_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."community_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_notices" ADD CONSTRAINT "community_notices_comment_id_community_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_notices" ADD CONSTRAINT "community_notices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_comment_id_community_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_shares" ADD CONSTRAINT "community_shares_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_shares" ADD CONSTRAINT "community_shares_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_shares" ADD CONSTRAINT "community_shares_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_wear" ADD CONSTRAINT "community_wear_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_words_word_uq" ON "community_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "community_comments_share_idx" ON "community_comments" USING btree ("share_id","id") WHERE hidden_at is null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "community_comments_student_idx" ON "community_comments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "community_favourites_student_idx" ON "community_favourites" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "community_likes_student_idx" ON "community_likes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_notices_uq" ON "community_notices" USING btree ("student_id","comment_id");--> statement-breakpoint
CREATE INDEX "community_notices_student_idx" ON "community_notices" USING btree ("student_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_shares_work_uq" ON "community_shares" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "community_shares_school_new_idx" ON "community_shares" USING btree ("school_id","shared_at","id");--> statement-breakpoint
CREATE INDEX "community_shares_new_idx" ON "community_shares" USING btree ("shared_at","id");--> statement-breakpoint
CREATE INDEX "community_shares_likes_idx" ON "community_shares" USING btree ("like_count","id");--> statement-breakpoint
CREATE INDEX "community_shares_views_idx" ON "community_shares" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "community_shares_student_idx" ON "community_shares" USING btree ("student_id","id");