CREATE TABLE "visit_dimension_monthly" (
	"company_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"category" text NOT NULL,
	"occupation_id" integer NOT NULL,
	"month" date NOT NULL,
	"value" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_dimension_monthly_pk" PRIMARY KEY("company_id","dimension","category","occupation_id","month","value")
);
--> statement-breakpoint
CREATE TABLE "visit_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"age_band" smallint,
	"gender" text,
	"city" text,
	"education" text,
	"occupation_id" integer,
	"years_band" text,
	"industry_id" integer,
	"skill" text,
	"visitor_company_id" integer
);
--> statement-breakpoint
-- Every event inserted into visit_events is queued for the visitor rollup job (decision 0025): a statement-level
-- trigger over the transition table (PostgreSQL allows these on a partitioned table), one insert per statement
-- whatever its size. An event that ON CONFLICT DO NOTHING skipped is not in the transition table, so a
-- duplicate report is never queued; COPY fires it too (the seed).
CREATE FUNCTION visit_events_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO visit_queue (company_id, occurred_at, category, age_band, gender, city, education, occupation_id, years_band,
    industry_id, skill, visitor_company_id)
  SELECT company_id, occurred_at, category, age_band, gender, city, education, occupation_id, years_band, industry_id, skill,
    visitor_company_id
  FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_events_enqueue AFTER INSERT ON visit_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_events_enqueue();
