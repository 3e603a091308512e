DROP INDEX "community_shares_platform_new_idx";--> statement-breakpoint
CREATE INDEX "community_shares_new_idx" ON "community_shares" USING btree ("shared_at","id");