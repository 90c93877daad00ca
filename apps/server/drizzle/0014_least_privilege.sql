-- The console may run as a role that owns nothing and makes no DDL (decision 0031): the two things it did at
-- run time that only the tables' owner may do now go through the owner's function and a setting.
--
-- A month's partition of visit_events (the visit recorder and the partitions task make the coming months') is
-- created by this function with its owner's rights; the console may only call it. search_path is fixed, as a
-- SECURITY DEFINER function must have it.
ALTER FUNCTION visit_events_ensure_partition(date) SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
-- Events a transaction counts into the rollups itself (the seed's bulk load, the deferred demo history) skip the
-- queue when that transaction says so (`partners.skip_visit_queue` = 'on', set locally), where it used to turn
-- the trigger off with ALTER TABLE, which needs the owner and locked every other writer out until commit.
CREATE OR REPLACE FUNCTION visit_events_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('partners.skip_visit_queue', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO visit_queue (company_id, occurred_at, category, age_band, gender, city, education, occupation_id, years_band,
    industry_id, skill, visitor_company_id)
  SELECT company_id, occurred_at, category, age_band, gender, city, education, occupation_id, years_band, industry_id, skill,
    visitor_company_id
  FROM new_rows;
  RETURN NULL;
END $$;
