CREATE TABLE "paper_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
ALTER TABLE "paper_questions" ADD COLUMN "section_id" integer;--> statement-breakpoint
-- Existing papers get one default section holding all their questions, in their order.
INSERT INTO "paper_sections" ("paper_id", "position", "title") SELECT "id", 1, '试题' FROM "papers";--> statement-breakpoint
UPDATE "paper_questions" pq SET "section_id" = s."id" FROM "paper_sections" s WHERE s."paper_id" = pq."paper_id";--> statement-breakpoint
ALTER TABLE "paper_questions" ALTER COLUMN "section_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "section_title" text;--> statement-breakpoint
ALTER TABLE "paper_sections" ADD CONSTRAINT "paper_sections_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_sections_paper_idx" ON "paper_sections" USING btree ("paper_id","position");--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_section_id_paper_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."paper_sections"("id") ON DELETE no action ON UPDATE no action;