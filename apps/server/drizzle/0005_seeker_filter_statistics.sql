-- Statistics on job_seekers' filter columns that depend on each other (docs/decisions/0006): a
-- filter-only search that the planner estimates above 12,500 matches skips counting, and the planner
-- multiplies the shares of independent-looking columns. In a real talent pool birth year and years of
-- experience move together, and a degree status belongs to an education level: with these, ANALYZE
-- keeps their combinations, so that (born 1998, ten years of experience) is not estimated as common.
CREATE STATISTICS IF NOT EXISTS "job_seekers_age_experience_stats" (mcv, dependencies) ON "birth_year", "years_of_experience" FROM "job_seekers";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "job_seekers_education_stats" (mcv, dependencies) ON "education_level", "degree_status" FROM "job_seekers";
