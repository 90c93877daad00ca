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
