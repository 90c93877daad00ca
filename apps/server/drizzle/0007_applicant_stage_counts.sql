CREATE TABLE "job_posting_stage_counts" (
	"job_posting_id" integer NOT NULL,
	"stage" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "job_posting_stage_counts_job_posting_id_stage_pk" PRIMARY KEY("job_posting_id","stage")
);
--> statement-breakpoint
ALTER TABLE "job_posting_stage_counts" ADD CONSTRAINT "job_posting_stage_counts_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The same triggers as 0006, now also keeping the applications per posting and stage.
CREATE OR REPLACE FUNCTION job_applications_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO job_posting_stage_counts AS c (job_posting_id, stage, count)
  SELECT job_posting_id, stage, count(*)::int FROM new_rows GROUP BY 1, 2
  ON CONFLICT (job_posting_id, stage) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_applications_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p
     SET applicant_count = p.applicant_count - d.n, not_opened_count = p.not_opened_count - d.u
    FROM (SELECT job_posting_id, count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS u
            FROM old_rows GROUP BY job_posting_id) d
   WHERE p.id = d.job_posting_id;
  UPDATE job_posting_stage_counts c
     SET count = c.count - d.n
    FROM (SELECT job_posting_id, stage, count(*)::int AS n FROM old_rows GROUP BY 1, 2) d
   WHERE c.job_posting_id = d.job_posting_id AND c.stage = d.stage;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_applications_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings p
     SET not_opened_count = p.not_opened_count + d.u
    FROM (SELECT n.job_posting_id, sum((n.read_at IS NULL)::int - (o.read_at IS NULL)::int)::int AS u
            FROM new_rows n JOIN old_rows o ON o.id = n.id GROUP BY n.job_posting_id) d
   WHERE p.id = d.job_posting_id AND d.u <> 0;
  INSERT INTO job_posting_stage_counts AS c (job_posting_id, stage, count)
  SELECT job_posting_id, stage, sum(delta)::int
    FROM (SELECT n.job_posting_id, n.stage, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stage <> o.stage
          UNION ALL
          SELECT o.job_posting_id, o.stage, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stage <> o.stage) moved
   GROUP BY 1, 2 HAVING sum(delta) <> 0
  ON CONFLICT (job_posting_id, stage) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Applications made before this migration.
INSERT INTO job_posting_stage_counts (job_posting_id, stage, count)
SELECT job_posting_id, stage, count(*)::int FROM job_applications GROUP BY 1, 2;
