CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_posting_id" integer NOT NULL,
	"job_seeker_id" integer NOT NULL,
	"stage" text DEFAULT 'applied' NOT NULL,
	"read_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"note_updated_at" timestamp with time zone,
	"note_updated_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posting_daily_stats" (
	"job_posting_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_posting_daily_stats_job_posting_id_day_pk" PRIMARY KEY("job_posting_id","day")
);
--> statement-breakpoint
DROP INDEX "job_postings_company_idx";--> statement-breakpoint
ALTER TABLE "job_postings" ALTER COLUMN "opens_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "occupation1_id" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "occupation2_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "experience_kind" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "experience_min_years" smallint;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "experience_max_years" smallint;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "education" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "employment_type" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "work_region" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "work_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_kind" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "always_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "headcount" smallint;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "description_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "qualifications_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "process_steps" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "applicant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "not_opened_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Postings made before this migration were the proposals' live postings: open, 상시 without an end date.
UPDATE "job_postings" SET "status" = 'open', "always_open" = ("closes_at" IS NULL);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_note_updated_by_users_id_fk" FOREIGN KEY ("note_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_daily_stats" ADD CONSTRAINT "job_posting_daily_stats_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_idx" ON "audit_events" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_posting_seeker_idx" ON "job_applications" USING btree ("job_posting_id","job_seeker_id");--> statement-breakpoint
CREATE INDEX "job_applications_posting_idx" ON "job_applications" USING btree ("job_posting_id","applied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_posting_stage_idx" ON "job_applications" USING btree ("job_posting_id","stage","applied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_company_idx" ON "job_applications" USING btree ("company_id","applied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_company_stage_idx" ON "job_applications" USING btree ("company_id","stage","applied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_seeker_idx" ON "job_applications" USING btree ("job_seeker_id");--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_company_created_idx" ON "job_postings" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_company_idx" ON "job_postings" USING btree ("company_id","status","closes_at");--> statement-breakpoint
-- The applicant counters of job_postings and the applications per Korean day (no DST in Korea: UTC+9),
-- kept by statement-level triggers over the transition tables: one UPDATE per statement and posting,
-- so a COPY of a million applications costs one pass, and no code path can forget them.
CREATE FUNCTION job_applications_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p
     SET applicant_count = p.applicant_count + d.n, not_opened_count = p.not_opened_count + d.u
    FROM (SELECT job_posting_id, count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS u
            FROM new_rows GROUP BY job_posting_id) d
   WHERE p.id = d.job_posting_id;
  INSERT INTO job_posting_daily_stats AS s (job_posting_id, day, applicants)
  SELECT job_posting_id, (applied_at AT TIME ZONE 'UTC' + interval '9 hours')::date, count(*)::int
    FROM new_rows GROUP BY 1, 2
  ON CONFLICT (job_posting_id, day) DO UPDATE SET applicants = s.applicants + excluded.applicants;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION job_applications_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p
     SET applicant_count = p.applicant_count - d.n, not_opened_count = p.not_opened_count - d.u
    FROM (SELECT job_posting_id, count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS u
            FROM old_rows GROUP BY job_posting_id) d
   WHERE p.id = d.job_posting_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION job_applications_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p
     SET not_opened_count = p.not_opened_count + d.u
    FROM (SELECT n.job_posting_id, sum((n.read_at IS NULL)::int - (o.read_at IS NULL)::int)::int AS u
            FROM new_rows n JOIN old_rows o ON o.id = n.id GROUP BY n.job_posting_id) d
   WHERE p.id = d.job_posting_id AND d.u <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_applications_inserted AFTER INSERT ON job_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_applications_inserted();--> statement-breakpoint
CREATE TRIGGER job_applications_deleted AFTER DELETE ON job_applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_applications_deleted();--> statement-breakpoint
CREATE TRIGGER job_applications_updated AFTER UPDATE ON job_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_applications_updated();
