-- `visit_daily` summed per Korean month: the visitor overview reads months (84 rows a year instead of about
-- 2,500 days × categories to group). The rollup job keeps it beside the daily rollup from here on; the
-- months already rolled up are copied once.
CREATE TABLE "visit_monthly" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_monthly_pk" PRIMARY KEY("company_id","month","category")
);--> statement-breakpoint
INSERT INTO "visit_monthly" ("company_id", "month", "category", "visits")
SELECT "company_id", date_trunc('month', "day")::date, "category", sum("visits")::int
FROM "visit_daily" GROUP BY 1, 2, 3;
