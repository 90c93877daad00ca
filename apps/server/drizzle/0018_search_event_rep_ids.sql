ALTER TABLE "hr_search_events" ADD COLUMN "rep_s_ids" integer[];--> statement-breakpoint
ALTER TABLE "hr_search_events" ADD COLUMN "rep_c_ids" integer[];