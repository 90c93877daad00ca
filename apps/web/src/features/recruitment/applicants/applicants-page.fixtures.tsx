/** What the applicants page's test files share: the page rendered over the applicants test server, a seed, and the table's queries. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { renderRoutes } from '../../../test/render';
import { makeApplicant, serveApplicants, type ApplicantsSeed } from '../test/applicants-test-server';
import { ApplicantsPage } from './applicants-page';

export function setup(seed: ApplicantsSeed, path: string) {
  const served = serveApplicants(seed);
  const view = renderRoutes(
    [
      { path: '/partners/applicant_management/:jobPostingId?', Component: ApplicantsPage },
      { path: '/partners/job_seekers/profile/:enc', element: <h1>인재 프로필</h1> },
      { path: '/partners/job_seekers/search/:tab/:page', element: <h1>인재 검색</h1> },
    ],
    { path },
  );
  return { ...served, ...view, user: userEvent.setup() };
}

export const seed: ApplicantsSeed = {
  postings: [
    { id: 1, title: '백엔드 개발자 (Java/Spring)', status: 'open' },
    { id: 2, title: '프로덕트 디자이너', status: 'closed' },
  ],
  applicants: [
    makeApplicant(1, { name: '김지원', applied_at: '2026-11-20T01:00:00.000Z' }),
    makeApplicant(2, {
      name: '이서준',
      stage: 'reviewing',
      opened: true,
      has_note: true,
      gender: 'male',
      years_of_experience: 0,
      applied_at: '2026-11-19T01:00:00.000Z',
    }),
    makeApplicant(3, { name: '박하은', stage: 'interview', opened: true, years_of_experience: 12, applied_at: '2026-11-18T01:00:00.000Z' }),
    makeApplicant(4, {
      name: '최유나',
      job_posting: { id: 2, title: '프로덕트 디자이너' },
      occupation_name: '프로덕트 디자인',
      applied_at: '2026-11-17T01:00:00.000Z',
    }),
  ],
};

export const table = () => screen.getByRole('table', { name: '지원자 목록' });
export const row = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
export const tabs = () => screen.getByRole('navigation', { name: '전형 단계' });
export const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/v5/partners/job/applicants?'));

/** Loads the applicants messages before the file's tests and closes any error modal and mock after each. */
export function setUpApplicantsPageTests() {
  beforeAll(() => loadMessageSection('applicants'));
  afterEach(() => {
    errorModalStore.close();
    vi.restoreAllMocks();
  });
}
