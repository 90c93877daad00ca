CREATE TABLE "job_seeker_contacts" (
	"job_seeker_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_seekers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"birth_year" smallint NOT NULL,
	"gender" text NOT NULL,
	"education_level" text NOT NULL,
	"degree_status" text NOT NULL,
	"occupation1_id" integer NOT NULL,
	"occupation2_id" integer NOT NULL,
	"years_of_experience" smallint NOT NULL,
	"desired_salary" integer,
	"job_intention" text NOT NULL,
	"job_intention_updated_at" timestamp with time zone NOT NULL,
	"verification_badge" boolean NOT NULL,
	"profile_level" text NOT NULL,
	"rank_score" real NOT NULL,
	"headline" text NOT NULL,
	"skills" text[] NOT NULL,
	"resume" jsonb NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"resume_updated_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_save_search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"query" text NOT NULL,
	"tab" text NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_search_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"search_session_id" text,
	"search_request_id" text,
	"text" text,
	"job_seeker_id" integer,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_pool_entries" (
	"company_id" integer NOT NULL,
	"pool" text NOT NULL,
	"job_seeker_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pool_entries_company_id_pool_job_seeker_id_pk" PRIMARY KEY("company_id","pool","job_seeker_id")
);
--> statement-breakpoint
CREATE TABLE "talent_settings" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"privacy_agreed_at" timestamp with time zone,
	"saved_search_display" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_settings_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "job_seeker_contacts" ADD CONSTRAINT "job_seeker_contacts_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_save_search_queries" ADD CONSTRAINT "hr_save_search_queries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_save_search_queries" ADD CONSTRAINT "hr_save_search_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_search_events" ADD CONSTRAINT "hr_search_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_search_events" ADD CONSTRAINT "hr_search_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_entries" ADD CONSTRAINT "talent_pool_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_entries" ADD CONSTRAINT "talent_pool_entries_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD CONSTRAINT "talent_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD CONSTRAINT "talent_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_seekers_search_idx" ON "job_seekers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_seekers_ranking_idx" ON "job_seekers" USING btree ("rank_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_seekers_updated_idx" ON "job_seekers" USING btree ("resume_updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_seekers_intention_idx" ON "job_seekers" USING btree ("job_intention_updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hr_save_search_queries_company_idx" ON "hr_save_search_queries" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);