ALTER TABLE "schools" ADD COLUMN "package_start_date" date;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "package_end_date" date;