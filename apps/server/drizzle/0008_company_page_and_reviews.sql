CREATE TABLE "company_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body_html" text NOT NULL,
	"cover_upload_id" integer,
	"position" integer NOT NULL,
	"draft" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"original_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"occupation_id" integer,
	"employment_status" text NOT NULL,
	"rating_overall" smallint NOT NULL,
	"rating_career" smallint NOT NULL,
	"rating_pay_benefits" smallint NOT NULL,
	"rating_work_life" smallint NOT NULL,
	"rating_culture" smallint NOT NULL,
	"rating_management" smallint NOT NULL,
	"title" text NOT NULL,
	"pros" text NOT NULL,
	"cons" text NOT NULL,
	"wish" text,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_body" text,
	"reply_author_id" integer,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"occupation_id" integer,
	"difficulty" smallint NOT NULL,
	"result" text NOT NULL,
	"experience" text NOT NULL,
	"title" text NOT NULL,
	"process" text NOT NULL,
	"questions" text NOT NULL,
	"interviewed_on" date NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_body" text,
	"reply_author_id" integer,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "official_salaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"occupation_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"translate_key" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"form_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reportable_type" text NOT NULL,
	"reportable_id" integer NOT NULL,
	"report_reason_id" integer NOT NULL,
	"detail" text,
	"user_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"occupation_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"company_size" text NOT NULL,
	"experience_years" smallint NOT NULL,
	"annual_salary" integer NOT NULL,
	"reported_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"occupation_id" integer,
	"benefit_code" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"employment_status" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_body" text,
	"reply_author_id" integer,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_review_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"occupation_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"replied" boolean NOT NULL,
	"employment_status" text NOT NULL,
	"count" integer NOT NULL,
	"career" integer NOT NULL,
	"pay_benefits" integer NOT NULL,
	"work_life" integer NOT NULL,
	"culture" integer NOT NULL,
	"management" integer NOT NULL,
	CONSTRAINT "company_review_months_pk" PRIMARY KEY("company_id","month","occupation_id","rating","replied","employment_status")
);
--> statement-breakpoint
CREATE TABLE "interview_review_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"occupation_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"replied" boolean NOT NULL,
	"result" text NOT NULL,
	"experience" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "interview_review_months_pk" PRIMARY KEY("company_id","month","occupation_id","rating","replied","result","experience")
);
--> statement-breakpoint
CREATE TABLE "welfare_review_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"occupation_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"replied" boolean NOT NULL,
	"benefit_code" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "welfare_review_months_pk" PRIMARY KEY("company_id","month","occupation_id","rating","replied","benefit_code")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "representative" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "homepage" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "introduction" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "benefit_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_upload_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cover_upload_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profile_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_posts" ADD CONSTRAINT "company_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_posts" ADD CONSTRAINT "company_posts_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_posts" ADD CONSTRAINT "company_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_reply_author_id_users_id_fk" FOREIGN KEY ("reply_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reviews" ADD CONSTRAINT "interview_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reviews" ADD CONSTRAINT "interview_reviews_reply_author_id_users_id_fk" FOREIGN KEY ("reply_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_salaries" ADD CONSTRAINT "official_salaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_salaries" ADD CONSTRAINT "official_salaries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_report_reason_id_report_reasons_id_fk" FOREIGN KEY ("report_reason_id") REFERENCES "public"."report_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_reports" ADD CONSTRAINT "salary_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_reviews" ADD CONSTRAINT "welfare_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_reviews" ADD CONSTRAINT "welfare_reviews_reply_author_id_users_id_fk" FOREIGN KEY ("reply_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_posts_board_idx" ON "company_posts" USING btree ("company_id","kind","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_token_idx" ON "uploads" USING btree ("token");--> statement-breakpoint
CREATE INDEX "uploads_company_idx" ON "uploads" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_reviews_company_idx" ON "company_reviews" USING btree ("company_id",written_at desc,id desc);--> statement-breakpoint
CREATE INDEX "company_reviews_rating_idx" ON "company_reviews" USING btree ("company_id","rating_overall",written_at desc,id desc);--> statement-breakpoint
CREATE INDEX "interview_reviews_company_idx" ON "interview_reviews" USING btree ("company_id",written_at desc,id desc);--> statement-breakpoint
CREATE INDEX "interview_reviews_rating_idx" ON "interview_reviews" USING btree ("company_id","difficulty",written_at desc,id desc);--> statement-breakpoint
CREATE UNIQUE INDEX "official_salaries_once_idx" ON "official_salaries" USING btree ("company_id","occupation_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once_idx" ON "review_reports" USING btree ("company_id","reportable_type","reportable_id");--> statement-breakpoint
CREATE INDEX "salary_reports_company_idx" ON "salary_reports" USING btree ("company_id","reported_year","occupation_id");--> statement-breakpoint
CREATE INDEX "welfare_reviews_company_idx" ON "welfare_reviews" USING btree ("company_id",written_at desc,id desc);--> statement-breakpoint
CREATE INDEX "welfare_reviews_benefit_idx" ON "welfare_reviews" USING btree ("company_id","benefit_code",written_at desc,id desc);--> statement-breakpoint
CREATE INDEX "company_reviews_unreplied_idx" ON "company_reviews" USING btree ("company_id",written_at desc,id desc) WHERE replied_at is null;--> statement-breakpoint
CREATE INDEX "interview_reviews_unreplied_idx" ON "interview_reviews" USING btree ("company_id",written_at desc,id desc) WHERE replied_at is null;--> statement-breakpoint
CREATE INDEX "welfare_reviews_unreplied_idx" ON "welfare_reviews" USING btree ("company_id",written_at desc,id desc) WHERE replied_at is null;--> statement-breakpoint
-- Spec §3 report reasons: reference data the report modal lists (active ones, by sort_order).
INSERT INTO report_reasons (id, name, translate_key, sort_order, is_other, form_required, active) VALUES
  (1, '욕설 및 비방', 'report_reason.abuse', 1, false, false, true),
  (2, '허위 사실 기재', 'report_reason.false_information', 2, false, false, true),
  (3, '개인정보 노출', 'report_reason.personal_information', 3, false, false, true),
  (4, '광고 및 홍보', 'report_reason.advertising', 4, false, false, true),
  (5, '중복 게시', 'report_reason.duplicate', 5, false, false, true),
  (6, '명예훼손 및 권리 침해', 'report_reason.rights_infringement', 6, false, true, true),
  (7, '기타', 'report_reason.other', 7, true, true, true),
  (8, '작성 대상 기업 오류', 'report_reason.wrong_company', 8, false, false, false);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('report_reasons', 'id'), 8);--> statement-breakpoint
-- New reviews alert the company's operators: one `reviews.notify` job per statement and company, in the
-- writer's transaction (the public site shares this database). A bulk import (the demo seed) sets
-- partners.skip_review_alerts = 'on' for its session.
CREATE FUNCTION reviews_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('partners.skip_review_alerts', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (kind, payload)
  SELECT 'reviews.notify', jsonb_build_object('company_id', company_id, 'reviewable_type', TG_ARGV[0], 'review_ids', jsonb_agg(id ORDER BY id))
    FROM new_rows GROUP BY company_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_reviews_inserted AFTER INSERT ON company_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_inserted('company_review');--> statement-breakpoint
CREATE TRIGGER interview_reviews_inserted AFTER INSERT ON interview_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_inserted('interview_review');--> statement-breakpoint
CREATE TRIGGER welfare_reviews_inserted AFTER INSERT ON welfare_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_inserted('welfare_review');
--> statement-breakpoint
-- Monthly rollups of the review tables (the summaries and the lists' page counts read them): kept by
-- statement-level triggers over the transition tables, one upsert per statement, whoever writes (the
-- public site, the console's replies, the seed's COPY). Unlike the alert they are never skipped. Each
-- changed row counts +1 under its new key and -1 under its old one, so an UPDATE that moves a review (a
-- reply given or removed, a rating changed) moves it in the same statement; keys whose delta is all
-- zeros are left alone. Counter updates stay on their page (HOT) with the room fillfactor leaves.
CREATE FUNCTION review_changes(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END
$$;--> statement-breakpoint
CREATE FUNCTION company_reviews_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO company_review_months AS m
      (company_id, month, occupation_id, rating, replied, employment_status, count, career, pay_benefits, work_life, culture, management)
    SELECT * FROM (
      SELECT company_id, date_trunc('month', written_at AT TIME ZONE 'UTC' + interval '9 hours')::date, coalesce(occupation_id, 0),
             rating_overall, replied_at IS NOT NULL, employment_status, sum(sign)::int, sum(sign * rating_career)::int,
             sum(sign * rating_pay_benefits)::int, sum(sign * rating_work_life)::int, sum(sign * rating_culture)::int,
             sum(sign * rating_management)::int
        FROM (%s) changed GROUP BY 1, 2, 3, 4, 5, 6) d (company_id, month, occupation_id, rating, replied, employment_status, n, a, b, c, e, f)
     WHERE (n, a, b, c, e, f) <> (0, 0, 0, 0, 0, 0)
    ON CONFLICT (company_id, month, occupation_id, rating, replied, employment_status) DO UPDATE
       SET count = m.count + excluded.count, career = m.career + excluded.career, pay_benefits = m.pay_benefits + excluded.pay_benefits,
           work_life = m.work_life + excluded.work_life, culture = m.culture + excluded.culture, management = m.management + excluded.management
  $q$, review_changes(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION interview_reviews_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO interview_review_months AS m (company_id, month, occupation_id, rating, replied, result, experience, count)
    SELECT * FROM (
      SELECT company_id, date_trunc('month', written_at AT TIME ZONE 'UTC' + interval '9 hours')::date, coalesce(occupation_id, 0),
             difficulty, replied_at IS NOT NULL, result, experience, sum(sign)::int
        FROM (%s) changed GROUP BY 1, 2, 3, 4, 5, 6, 7) d (company_id, month, occupation_id, rating, replied, result, experience, n)
     WHERE n <> 0
    ON CONFLICT (company_id, month, occupation_id, rating, replied, result, experience) DO UPDATE SET count = m.count + excluded.count
  $q$, review_changes(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION welfare_reviews_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO welfare_review_months AS m (company_id, month, occupation_id, rating, replied, benefit_code, count)
    SELECT * FROM (
      SELECT company_id, date_trunc('month', written_at AT TIME ZONE 'UTC' + interval '9 hours')::date, coalesce(occupation_id, 0),
             rating, replied_at IS NOT NULL, benefit_code, sum(sign)::int
        FROM (%s) changed GROUP BY 1, 2, 3, 4, 5, 6) d (company_id, month, occupation_id, rating, replied, benefit_code, n)
     WHERE n <> 0
    ON CONFLICT (company_id, month, occupation_id, rating, replied, benefit_code) DO UPDATE SET count = m.count + excluded.count
  $q$, review_changes(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_reviews_rollup_inserted AFTER INSERT ON company_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_reviews_rollup();--> statement-breakpoint
CREATE TRIGGER company_reviews_rollup_updated AFTER UPDATE ON company_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_reviews_rollup();--> statement-breakpoint
CREATE TRIGGER company_reviews_rollup_deleted AFTER DELETE ON company_reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_reviews_rollup();--> statement-breakpoint
CREATE TRIGGER interview_reviews_rollup_inserted AFTER INSERT ON interview_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interview_reviews_rollup();--> statement-breakpoint
CREATE TRIGGER interview_reviews_rollup_updated AFTER UPDATE ON interview_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interview_reviews_rollup();--> statement-breakpoint
CREATE TRIGGER interview_reviews_rollup_deleted AFTER DELETE ON interview_reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION interview_reviews_rollup();--> statement-breakpoint
CREATE TRIGGER welfare_reviews_rollup_inserted AFTER INSERT ON welfare_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION welfare_reviews_rollup();--> statement-breakpoint
CREATE TRIGGER welfare_reviews_rollup_updated AFTER UPDATE ON welfare_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION welfare_reviews_rollup();--> statement-breakpoint
CREATE TRIGGER welfare_reviews_rollup_deleted AFTER DELETE ON welfare_reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION welfare_reviews_rollup();--> statement-breakpoint
ALTER TABLE company_review_months SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE interview_review_months SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE welfare_review_months SET (fillfactor = 80);--> statement-breakpoint
-- Reviews written before this migration.
INSERT INTO company_review_months
SELECT company_id, date_trunc('month', written_at AT TIME ZONE 'UTC' + interval '9 hours')::date, coalesce(occupation_id, 0), rating_overall,
       replied_at IS NOT NULL, employment_status, count(*)::int, sum(rating_career)::int, sum(rating_pay_benefits)::int,
       sum(rating_work_life)::int, sum(rating_culture)::int, sum(rating_management)::int
  FROM company_reviews GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO interview_review_months
SELECT company_id, date_trunc('month', written_at AT TIME ZONE 'UTC' + interval '9 hours')::date, coalesce(occupation_id, 0), difficulty,
       replied_at IS NOT NULL, result, experience, count(*)::int
  FROM interview_reviews GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO welfare_review_months
SELECT company_id, date_trunc('month', written_at AT TIME ZONE 'UTC' + interval '9 hours')::date, coalesce(occupation_id, 0), rating,
       replied_at IS NOT NULL, benefit_code, count(*)::int
  FROM welfare_reviews GROUP BY 1, 2, 3, 4, 5, 6;
