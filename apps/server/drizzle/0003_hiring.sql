CREATE TABLE "delivered_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"job_seeker_id" integer,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"job_seeker_id" integer NOT NULL,
	"status" text DEFAULT 'intact' NOT NULL,
	"action_status" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "hr_proposal_daily_counts" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "hr_proposal_daily_counts_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "hr_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"job_seeker_id" integer NOT NULL,
	"job_posting_id" integer,
	"request_id" text NOT NULL,
	"content" text NOT NULL,
	"included_company_introduction" boolean NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"delivered_by" text,
	"reject_reason" text,
	"reject_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_seeker_contacts" ADD COLUMN "messenger_id" text;--> statement-breakpoint
ALTER TABLE "delivered_messages" ADD CONSTRAINT "delivered_messages_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_candidates" ADD CONSTRAINT "hr_candidates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_candidates" ADD CONSTRAINT "hr_candidates_project_id_hr_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."hr_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_candidates" ADD CONSTRAINT "hr_candidates_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_projects" ADD CONSTRAINT "hr_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_projects" ADD CONSTRAINT "hr_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_proposal_daily_counts" ADD CONSTRAINT "hr_proposal_daily_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_proposals" ADD CONSTRAINT "hr_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_proposals" ADD CONSTRAINT "hr_proposals_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_proposals" ADD CONSTRAINT "hr_proposals_project_id_hr_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."hr_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_proposals" ADD CONSTRAINT "hr_proposals_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_proposals" ADD CONSTRAINT "hr_proposals_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivered_messages_key_idx" ON "delivered_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "delivered_messages_recent_idx" ON "delivered_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "hr_candidates_project_seeker_idx" ON "hr_candidates" USING btree ("project_id","job_seeker_id");--> statement-breakpoint
CREATE INDEX "hr_candidates_list_idx" ON "hr_candidates" USING btree ("project_id","status","action_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hr_candidates_company_idx" ON "hr_candidates" USING btree ("company_id","status","action_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hr_candidates_seeker_idx" ON "hr_candidates" USING btree ("company_id","job_seeker_id");--> statement-breakpoint
CREATE INDEX "hr_projects_company_idx" ON "hr_projects" USING btree ("company_id","active","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_company_idx" ON "job_postings" USING btree ("company_id","closes_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "hr_proposals_request_idx" ON "hr_proposals" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_proposals_open_idx" ON "hr_proposals" USING btree ("project_id","job_seeker_id") WHERE status in ('sent', 'delivered', 'viewed');--> statement-breakpoint
CREATE INDEX "hr_proposals_seeker_idx" ON "hr_proposals" USING btree ("company_id","job_seeker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hr_proposals_daily_idx" ON "hr_proposals" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "hr_proposals_expiry_idx" ON "hr_proposals" USING btree ("expires_at") WHERE status in ('sent', 'delivered', 'viewed');