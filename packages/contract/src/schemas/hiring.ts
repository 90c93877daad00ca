import { z } from 'zod';
import {
  ACTION_STATUSES,
  CANDIDATE_BATCH_MAX,
  CANDIDATE_PROGRESS,
  CANDIDATE_STATUSES,
  PROJECT_NAME_MAX,
  PROPOSAL_MESSAGE_MAX,
  PROPOSAL_STATUSES,
  REJECT_DETAIL_MAX,
  REJECT_REASONS,
} from '../hiring.js';
import { boundedText, ok, pageInfoSchema, pageQuery, seekerEnc } from './common.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

// ---------------------------------------------------------------- projects (spec §3 Project)

export const projectCountSchema = z.object({ intact: z.number().int(), contacted: z.number().int(), replied: z.number().int() });

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** The project's home: its candidate list (spec §3 `project_home_url`). */
  project_home_url: z.string(),
  count: projectCountSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** `GET /hr/projects?active=true|false&page=`: one list per state, each paged on its own (spec §3). */
export const projectListQuery = z.object({
  active: z.enum(['true', 'false']).transform((v) => v === 'true'),
  page: pageQuery,
});
/** The projects page's address: each list's page on its own (`?active_page=2&inactive_page=1`). */
export const projectPagesQuery = z.object({ active_page: pageQuery, inactive_page: pageQuery });
export const projectListSchema = z.object({
  page: z.number().int(),
  meta: z.object({ total: z.number().int() }),
  results: z.array(projectSchema),
  page_info: pageInfoSchema,
});
export type ProjectList = z.infer<typeof projectListSchema>;
export const projectListResponse = ok(projectListSchema);

export const projectName = boundedText(PROJECT_NAME_MAX);
export const createProjectBody = z.object({ hr_project: z.object({ name: projectName }) });
export const updateProjectBody = z.object({
  hr_project: z
    .object({ name: projectName.optional(), active: z.boolean().optional() })
    .refine((v) => v.name !== undefined || v.active !== undefined, 'name or active'),
});
export const projectResponse = ok(z.object({ hr_project: projectSchema }));
export const deletedResponse = ok(z.object({ deleted: z.literal(true) }));

// ---------------------------------------------------------------- candidates (spec §3 Candidate)

export const candidateProposalSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  sent_at: z.string(),
  responded_at: z.string().nullable(),
});

export const candidateSchema = z.object({
  /** The candidate row (one seeker in one project). */
  id: z.number().int(),
  /** The seeker's enc. */
  user_id: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
  status: z.enum(CANDIDATE_PROGRESS),
  action_status: z.enum(ACTION_STATUSES),
  /** The seeker at a glance, as in search results (never name or contact before acceptance). */
  masked_name: z.string(),
  headline: z.string(),
  occupation_name: z.string(),
  years_of_experience: z.number().int(),
  birth_year: z.number().int(),
  skills: z.array(z.string()),
  /** The latest proposal to this seeker in this project, if any. */
  proposal: candidateProposalSummarySchema.nullable(),
  /** True once this company's proposal was accepted: the show-contact modal can open. */
  contact_available: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** `GET /hr/projects/{id}/candidates` and `GET /hr/candidates` (all projects): `action_status` names the list. */
export const candidateListQuery = z.object({ action_status: z.enum(CANDIDATE_STATUSES).default('intact'), page: pageQuery });
export const candidateListSchema = z.object({
  meta: z.object({ total: z.number().int(), count: projectCountSchema.extend({ completed: z.number().int() }) }),
  results: z.array(candidateSchema),
  page_info: pageInfoSchema,
});
export type CandidateList = z.infer<typeof candidateListSchema>;
export const candidateListResponse = ok(candidateListSchema);

/** `POST /hr/candidates`: one or many seekers into one or more of the company's projects. */
export const addCandidatesBody = z.object({
  user_id: z.union([seekerEnc, z.array(seekerEnc).min(1).max(CANDIDATE_BATCH_MAX)]).transform((v) => (Array.isArray(v) ? v : [v])),
  project_ids: z.array(id).min(1).max(CANDIDATE_BATCH_MAX),
});
export const addCandidatesResponse = ok(z.object({ added: z.number().int(), already: z.number().int(), candidates: z.array(candidateSchema) }));

/** `DELETE /hr/candidates`: removes the seekers from the given projects (the delete-candidate modal). */
export const removeCandidatesBody = addCandidatesBody;
export const removeCandidatesResponse = ok(z.object({ removed: z.number().int() }));

export const updateCandidateBody = z.object({ action_status: z.enum(ACTION_STATUSES) });
export const candidateResponse = ok(z.object({ candidate: candidateSchema }));

/** The show-contact modal: only after this company's proposal was accepted (spec §3 selected candidate). */
export const candidateContactResponse = ok(
  z.object({ id: z.number().int(), name: z.string(), contact: z.object({ phone: z.string(), email: z.string() }), accepted_at: z.string() }),
);

/** `GET /hr/candidates/{user_id}/projects`: which of the company's projects a seeker is in (list-position modal). */
export const candidateProjectsParams = z.object({ user_id: seekerEnc });
export const candidateProjectsQuery = z.object({ page: pageQuery });
export const candidateProjectsResponse = ok(
  z.object({
    user_id: z.string(),
    masked_name: z.string(),
    page: z.number().int(),
    results: z.array(
      z.object({
        project_id: z.number().int(),
        project_name: z.string(),
        active: z.boolean(),
        candidate_id: z.number().int(),
        status: z.enum(CANDIDATE_PROGRESS),
        action_status: z.enum(ACTION_STATUSES),
      }),
    ),
    page_info: pageInfoSchema,
  }),
);

// ---------------------------------------------------------------- job postings to attach

export const jobPostingSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** D-day badge colour: `urgent` (≤ 3 days), `normal`, `always` (no end date). */
  color_class: z.enum(['urgent', 'normal', 'always', 'closed']),
  /** `D-3`, `D-day`, `상시`, `마감`. */
  dday: z.string(),
  path: z.string(),
});
export type JobPostingSummary = z.infer<typeof jobPostingSummarySchema>;
export const jobPostingsResponse = ok(z.object({ results: z.array(jobPostingSummarySchema) }));

// ---------------------------------------------------------------- proposals (spec §3 message request, message review)

/** `POST /api/v3/hr/messages/requested`. */
export const messageRequestBody = z.object({
  message: z.object({
    user_id: seekerEnc,
    project_id: id,
    job_posting_id: id.nullable().optional(),
    content: boundedText(PROPOSAL_MESSAGE_MAX),
    included_company_introduction: z.boolean().default(false),
    /** Idempotency: the same request_id twice sends one proposal. */
    request_id: z.uuid(),
  }),
});
export type MessageRequest = z.infer<typeof messageRequestBody>['message'];

export const messageReviewSchema = z.object({
  id: z.number().int(),
  /** The proposal's status (spec §3 `response_code`). */
  response_code: z.enum(PROPOSAL_STATUSES),
  /** `YYYY.MM.DD HH:mm`, Korea time, when it was sent. */
  date: z.string(),
  content: z.string(),
  company: z.object({ id: z.number().int(), name: z.string(), introduction: z.string().nullable() }),
  job_posting: jobPostingSummarySchema.nullable(),
  options: z.object({ included_company_introduction: z.boolean() }),
  project: z.object({ id: z.number().int(), name: z.string() }),
  user_id: z.string(),
  reject: z.object({ reason: z.enum(REJECT_REASONS), detail: z.string().nullable() }).nullable(),
  delivered_by: z.enum(['messenger', 'sms']).nullable(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
});
export type MessageReview = z.infer<typeof messageReviewSchema>;
export const messageRequestResponse = ok(z.object({ message: messageReviewSchema }));
export const messageDetailResponse = ok(z.object({ message: messageReviewSchema }));

/** `GET /hr/job_seekers/message_histories?user_id=&page=`: this company's proposals to one seeker. */
export const messageHistoriesQuery = z.object({ user_id: seekerEnc, page: pageQuery });
export const messageHistoriesResponse = ok(z.object({ user_id: z.string(), results: z.array(messageReviewSchema), page_info: pageInfoSchema }));

// ---------------------------------------------------------------- the job seeker's side (demo)

export const proposalTokenParams = z.object({
  token: z
    .string()
    .min(20, { abort: true })
    .max(400, { abort: true })
    .regex(/^[A-Za-z0-9._-]+$/, 'token'),
});
export const proposalForSeekerSchema = z.object({
  status: z.enum(PROPOSAL_STATUSES),
  company: z.object({ name: z.string(), introduction: z.string().nullable() }),
  job_posting: jobPostingSummarySchema.nullable(),
  content: z.string(),
  date: z.string(),
  expires_at: z.string(),
});
export const proposalForSeekerResponse = ok(z.object({ proposal: proposalForSeekerSchema }));
export const rejectProposalBody = z.object({ reason: z.enum(REJECT_REASONS), detail: z.string().trim().max(REJECT_DETAIL_MAX).optional() });

export const candidateInboxQuery = z.object({ page: pageQuery });
/** The demo seeker phone's key (printed by the server in demo mode). */
export const seekerPhoneParams = z.object({ key: z.string().min(1).max(64) });
export const candidateInboxResponse = ok(
  z.object({
    results: z.array(
      z.object({
        id: z.number().int(),
        channel: z.enum(['messenger', 'sms']),
        /** Who received it, masked like the recruiter sees it (the inbox is a demo of the seeker's phone). */
        recipient: z.string(),
        body: z.string(),
        /** The signed response link the message carries: on the seeker's phone only, null in the company's inbox. */
        link: z.string().nullable(),
        status: z.enum(PROPOSAL_STATUSES),
        sent_at: z.string(),
      }),
    ),
    page_info: pageInfoSchema,
  }),
);
