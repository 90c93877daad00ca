import type { CandidateStatus } from '@partners/contract';

/** Query keys of the hiring calls; every key starts with `hiring`, so one invalidation refreshes them all. */
export const hiringKeys = {
  all: ['hiring'] as const,
  projects: ['hiring', 'projects'] as const,
  projectPage: (active: boolean, page: number) => ['hiring', 'projects', active ? 'active' : 'inactive', page] as const,
  projectOptions: ['hiring', 'projects', 'options'] as const,
  project: (id: number) => ['hiring', 'project', id] as const,
  candidates: (projectId: number | null, status: CandidateStatus, page: number) =>
    ['hiring', 'candidates', projectId ?? 'all', status, page] as const,
  candidateProjects: (userId: string, page: number) => ['hiring', 'candidate_projects', userId, page] as const,
  contact: (candidateId: number) => ['hiring', 'contact', candidateId] as const,
  message: (id: number) => ['hiring', 'message', id] as const,
  histories: (userId: string, page: number) => ['hiring', 'histories', userId, page] as const,
  jobPostings: ['hiring', 'job_postings'] as const,
  demoInbox: ['hiring', 'demo_inbox'] as const,
};
