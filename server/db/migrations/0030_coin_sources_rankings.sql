ALTER TABLE "star_grants" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "star_grants" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "subject_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "star_grants_source_key_uq" ON "star_grants" USING btree ("source_key");