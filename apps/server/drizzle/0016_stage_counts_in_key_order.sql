-- The applicant counters' triggers (0007) take the counter rows they change in key order: two operators moving
-- applicants of one posting in opposite directions (applied → interview beside interview → applied) made each
-- trigger update the same two stage counters in opposite orders, and PostgreSQL ended one with a deadlock
-- (1 request in 19,000 stage moves under bench:soak). Otherwise the same as 0007.
CREATE OR REPLACE FUNCTION job_applications_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM job_postings WHERE id IN (SELECT job_posting_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
  UPDATE job_postings p
     SET applicant_count = p.applicant_count + d.n, not_opened_count = p.not_opened_count + d.u
    FROM (SELECT job_posting_id, count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS u
            FROM new_rows GROUP BY job_posting_id) d
   WHERE p.id = d.job_posting_id;
  INSERT INTO job_posting_daily_stats AS s (job_posting_id, day, applicants)
  SELECT job_posting_id, (applied_at AT TIME ZONE 'UTC' + interval '9 hours')::date, count(*)::int
    FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (job_posting_id, day) DO UPDATE SET applicants = s.applicants + excluded.applicants;
  INSERT INTO job_posting_stage_counts AS c (job_posting_id, stage, count)
  SELECT job_posting_id, stage, count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (job_posting_id, stage) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_applications_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM job_postings WHERE id IN (SELECT job_posting_id FROM old_rows) ORDER BY id FOR NO KEY UPDATE;
  UPDATE job_postings p
     SET applicant_count = p.applicant_count - d.n, not_opened_count = p.not_opened_count - d.u
    FROM (SELECT job_posting_id, count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS u
            FROM old_rows GROUP BY job_posting_id) d
   WHERE p.id = d.job_posting_id;
  PERFORM 1 FROM job_posting_stage_counts
    WHERE (job_posting_id, stage) IN (SELECT job_posting_id, stage FROM old_rows)
    ORDER BY job_posting_id, stage FOR NO KEY UPDATE;
  UPDATE job_posting_stage_counts c
     SET count = c.count - d.n
    FROM (SELECT job_posting_id, stage, count(*)::int AS n FROM old_rows GROUP BY 1, 2) d
   WHERE c.job_posting_id = d.job_posting_id AND c.stage = d.stage;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_applications_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM job_postings
    WHERE id IN (SELECT n.job_posting_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.read_at IS NULL) <> (o.read_at IS NULL))
    ORDER BY id FOR NO KEY UPDATE;
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
   GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
  ON CONFLICT (job_posting_id, stage) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
