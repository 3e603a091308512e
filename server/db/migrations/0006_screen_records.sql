CREATE TABLE "screen_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"user_name" text NOT NULL,
	"school_id" integer,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"image_url" text NOT NULL,
	"remark" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screen_records" ADD CONSTRAINT "screen_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_records_created_idx" ON "screen_records" USING btree ("created_at");