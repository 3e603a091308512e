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
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_logs_school_idx" ON "operation_logs" USING btree ("school_id","id");--> statement-breakpoint
CREATE INDEX "operation_logs_school_created_idx" ON "operation_logs" USING btree ("school_id","created_at");