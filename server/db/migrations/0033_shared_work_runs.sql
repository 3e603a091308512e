CREATE TABLE "shared_work_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shared_work_runs" ADD CONSTRAINT "shared_work_runs_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_work_runs_link_idx" ON "shared_work_runs" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "shared_work_runs_ip_idx" ON "shared_work_runs" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "shared_work_runs_at_idx" ON "shared_work_runs" USING btree ("created_at");