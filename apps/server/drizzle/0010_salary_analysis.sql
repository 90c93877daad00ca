CREATE TABLE "salary_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requested_by" integer,
	"status" smallint NOT NULL,
	"report_type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"occupation_level1_id" integer NOT NULL,
	"occupation_level2_id" integer,
	"experience_years" smallint NOT NULL,
	"hope_salary" integer NOT NULL,
	"pre_salary" integer,
	"pre_company_id" integer,
	"pre_company_name" text,
	"industry_level1_id" integer NOT NULL,
	"industry_level2_id" integer,
	"company_size" text NOT NULL,
	"propose_salary" integer,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analysed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "salary_analyses" ADD CONSTRAINT "salary_analyses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_analyses" ADD CONSTRAINT "salary_analyses_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_analyses" ADD CONSTRAINT "salary_analyses_pre_company_id_companies_id_fk" FOREIGN KEY ("pre_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_analyses_idempotency_idx" ON "salary_analyses" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "salary_analyses_company_idx" ON "salary_analyses" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "salary_analyses_reserved_idx" ON "salary_analyses" USING btree ("id") WHERE status = 11;--> statement-breakpoint
CREATE INDEX "salary_reports_cohort_idx" ON "salary_reports" USING btree ("occupation_id","industry_id","experience_years","company_size","reported_year","annual_salary");--> statement-breakpoint
CREATE INDEX "salary_reports_created_idx" ON "salary_reports" USING btree ("created_at");--> statement-breakpoint
-- New salary reports may make a reserved salary analysis' cohort large enough (decision 0024): the statement
-- queues one `salary_analysis.recheck` job, whoever writes (the public site, the seed's COPY). A recheck no
-- worker has claimed yet reads these rows when it runs, so none is added beside it: the row lock taken here
-- keeps workers from claiming it until this transaction commits, and once one has claimed it (attempts > 0)
-- it no longer matches and a new job is queued.
CREATE FUNCTION salary_reports_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM jobs WHERE kind = 'salary_analysis.recheck' AND status = 'pending' AND attempts = 0 LIMIT 1 FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO jobs (kind, payload) VALUES ('salary_analysis.recheck', '{}'::jsonb);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER salary_reports_inserted AFTER INSERT ON salary_reports FOR EACH STATEMENT EXECUTE FUNCTION salary_reports_inserted();
