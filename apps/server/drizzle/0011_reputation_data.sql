CREATE TABLE "hr_save_search_match_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"saved_search_id" integer NOT NULL,
	"matched_from" timestamp with time zone NOT NULL,
	"matched_to" timestamp with time zone NOT NULL,
	"new_matches" integer NOT NULL,
	"sample_job_seeker_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"img_url" text NOT NULL,
	"img_alt" text NOT NULL,
	"link" text NOT NULL,
	"plans" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_review_months" (
	"industry_id" integer NOT NULL,
	"month" date NOT NULL,
	"count" integer NOT NULL,
	"overall" integer NOT NULL,
	"career" integer NOT NULL,
	"pay_benefits" integer NOT NULL,
	"work_life" integer NOT NULL,
	"culture" integer NOT NULL,
	"management" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industry_review_months_pk" PRIMARY KEY("industry_id","month")
);
--> statement-breakpoint
CREATE TABLE "visit_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_daily_pk" PRIMARY KEY("company_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" bigserial NOT NULL,
	"event_key" uuid NOT NULL,
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
	"visitor_company_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_events_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
ALTER TABLE "consulting_requests" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "consulting_requests" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "consulting_requests" ADD COLUMN "status_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hr_save_search_queries" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hr_save_search_queries" ADD COLUMN "matched_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hr_save_search_match_runs" ADD CONSTRAINT "hr_save_search_match_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_save_search_match_runs" ADD CONSTRAINT "hr_save_search_match_runs_saved_search_id_hr_save_search_queries_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."hr_save_search_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hr_save_search_match_runs_window_idx" ON "hr_save_search_match_runs" USING btree ("saved_search_id","matched_to");--> statement-breakpoint
CREATE INDEX "hr_save_search_match_runs_company_idx" ON "hr_save_search_match_runs" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_events_company_idx" ON "company_events" USING btree ("company_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_events_occurred_idx" ON "company_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "consulting_requests_company_idx" ON "consulting_requests" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Visit events (decision 0025): one partition per Korean month (its bounds are midnight in Korea). An event
-- reported twice has the same key and time, and the unique index keeps one (unique indexes of a partitioned
-- table must hold the partition key).
CREATE UNIQUE INDEX "visit_events_key_idx" ON "visit_events" USING btree ("event_key","occurred_at");--> statement-breakpoint
CREATE FUNCTION visit_events_ensure_partition(month date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', month)::date;
  name text := 'visit_events_' || to_char(first, 'YYYY_MM');
BEGIN
  IF to_regclass(name) IS NULL THEN
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF visit_events FOR VALUES FROM (%L) TO (%L)',
      name,
      (first::timestamp AT TIME ZONE 'Asia/Seoul'),
      ((first + interval '1 month')::timestamp AT TIME ZONE 'Asia/Seoul')
    );
  END IF;
END $$;--> statement-breakpoint
-- The months from the data start (spec §9, 2022-08) to three months ahead; the visitor rollup job's periodic
-- task keeps creating the months ahead.
SELECT visit_events_ensure_partition(m::date)
FROM generate_series(date '2022-08-01', date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') + interval '3 months', interval '1 month') AS m;--> statement-breakpoint
-- The dashboard's event log (decision 0025): statement-level triggers over the transition tables add one
-- row per new application, review and answered proposal. What happened before the retention window (90
-- days; the seed's history) is not an event of the log.
CREATE FUNCTION company_events_from_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_events (company_id, kind, subject_id, details, occurred_at)
  SELECT a.company_id, 'applicant_new', a.id, jsonb_build_object('job_posting_id', p.id, 'job_posting_title', p.title), a.applied_at
  FROM new_rows a JOIN job_postings p ON p.id = a.job_posting_id
  WHERE a.applied_at > now() - interval '90 days';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_events_from_applications AFTER INSERT ON job_applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_events_from_applications();--> statement-breakpoint
CREATE FUNCTION company_events_from_company_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_events (company_id, kind, subject_id, details, occurred_at)
  SELECT r.company_id, 'company_review_new', r.id, jsonb_build_object('rating', r.rating_overall, 'title', r.title, 'employment_status', r.employment_status), r.written_at
  FROM new_rows r WHERE r.written_at > now() - interval '90 days';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_events_from_company_reviews AFTER INSERT ON company_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_events_from_company_reviews();--> statement-breakpoint
CREATE FUNCTION company_events_from_interview_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_events (company_id, kind, subject_id, details, occurred_at)
  SELECT r.company_id, 'interview_review_new', r.id, jsonb_build_object('difficulty', r.difficulty, 'title', r.title, 'result', r.result), r.written_at
  FROM new_rows r WHERE r.written_at > now() - interval '90 days';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_events_from_interview_reviews AFTER INSERT ON interview_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_events_from_interview_reviews();--> statement-breakpoint
CREATE FUNCTION company_events_from_welfare_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_events (company_id, kind, subject_id, details, occurred_at)
  SELECT r.company_id, 'welfare_review_new', r.id, jsonb_build_object('rating', r.rating, 'benefit_code', r.benefit_code), r.written_at
  FROM new_rows r WHERE r.written_at > now() - interval '90 days';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_events_from_welfare_reviews AFTER INSERT ON welfare_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_events_from_welfare_reviews();--> statement-breakpoint
-- A proposal is answered when it moves to accepted or rejected (or is written so, as the seed does).
CREATE FUNCTION company_events_from_proposals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_events (company_id, kind, subject_id, details, occurred_at)
    SELECT n.company_id, 'proposal_answered', n.id, jsonb_build_object('status', n.status, 'project_id', n.project_id, 'job_seeker_id', n.job_seeker_id), n.responded_at
    FROM new_rows n
    WHERE n.status IN ('accepted', 'rejected') AND n.responded_at > now() - interval '90 days';
  ELSE
    INSERT INTO company_events (company_id, kind, subject_id, details, occurred_at)
    SELECT n.company_id, 'proposal_answered', n.id, jsonb_build_object('status', n.status, 'project_id', n.project_id, 'job_seeker_id', n.job_seeker_id), coalesce(n.responded_at, now())
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status IN ('accepted', 'rejected') AND o.status NOT IN ('accepted', 'rejected');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_events_from_proposals_inserted AFTER INSERT ON hr_proposals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_events_from_proposals();--> statement-breakpoint
CREATE TRIGGER company_events_from_proposals_updated AFTER UPDATE ON hr_proposals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_events_from_proposals();
