ALTER TABLE "audition_students" DROP CONSTRAINT "audition_students_clue_id_clues_id_fk";
--> statement-breakpoint
ALTER TABLE "clue_records" DROP CONSTRAINT "clue_records_clue_id_clues_id_fk";
--> statement-breakpoint
ALTER TABLE "audition_students" ADD CONSTRAINT "audition_students_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clue_records" ADD CONSTRAINT "clue_records_clue_id_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."clues"("id") ON DELETE cascade ON UPDATE no action;