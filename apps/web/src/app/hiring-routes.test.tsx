import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TalentProfile } from '@partners/contract';
import { errorModalStore } from '../lib/api';
import { createHiringState, hiringHandlers, makeProject, type HiringSeed } from '../features/hiring/test/hiring-test-server';
import { answer, calls, contractError } from '../test/contract-handlers';
import { makeInfo } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderRoutes } from '../test/render';
import { patchRoutesOnNavigation, routes } from './routes';

const ENC = 'a1B2c3D4e5F6g7H8';

const PROFILE: TalentProfile = {
  enc: ENC,
  masked_name: '김○○',
  headline: '결제 시스템을 만드는 백엔드 개발자',
  occupation1: { id: 1, name: '개발' },
  occupation2: { id: 11, name: '백엔드 개발' },
  years_of_experience: 5,
  birth_year: 1992,
  gender: 'male',
  education: { level: 'bachelor', degree: 'graduated', major: '컴퓨터공학' },
  career_count: 0,
  skills: [],
  desired_salary: null,
  job_intention: 'active',
  job_intention_updated_at: '2026-11-01T00:00:00.000Z',
  verification_badge: false,
  profile_level: 'basic',
  resume_updated_at: '2026-11-15T03:00:00.000Z',
  registered_at: '2024-02-01T03:00:00.000Z',
  introduction: '',
  certifications: [],
  educations: [],
  careers: [],
};

/** The shell's calls and the hiring entries (projects, candidates, live postings, the demo inbox) over `seed`. */
function serve(seed: HiringSeed = {}) {
  server.use(
    answer('info.get', () => makeInfo({})),
    answer('notifications.list', () => ({
      code: 200,
      data: { notifications: [], unread_count: 0, page_info: { page: 1, per: 5, total: 0, total_pages: 0 } },
    })),
    answer('talent.matchings', () => ({ code: 200, data: { privacy_agreement: { value: true, agreed_at: '2026-11-01T00:00:00.000Z' } } })),
    answer('talent.profile', () => ({ code: 200, data: { profile: PROFILE } })),
    answer('talent.logEvent', () => ({ code: 200, data: { recorded: true } })),
    answer('proposalResponse.get', ({ params }) =>
      params.token === 'eyJwIjoxMn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ'
        ? {
            code: 200,
            data: {
              proposal: {
                status: 'delivered',
                company: { name: '잡플래닛', introduction: null },
                job_posting: null,
                content: '함께 일하고 싶습니다.',
                date: '2026.11.03 10:00',
                expires_at: '2026-11-10T01:00:00.000Z',
              },
            },
          }
        : contractError('not_found', '요청한 정보를 찾을 수 없습니다'),
    ),
    ...hiringHandlers(createHiringState(seed)),
  );
  return { calls };
}

afterEach(() => {
  errorModalStore.close();
});

describe('hiring routes', () => {
  it('the proposal response page is public: no console shell and no console call', async () => {
    const { calls } = serve();
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/proposals/respond/eyJwIjoxMn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ' });
    expect(await screen.findByRole('heading', { name: '잡플래닛에서 포지션을 제안했습니다' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/v3/business_center'))).toBe(false);
  });

  it('the project list replaces the placeholder inside the talent pool', async () => {
    serve();
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/job_seekers/project' });
    expect(await screen.findByRole('heading', { level: 1, name: '채용 프로젝트' })).toBeInTheDocument();
    expect(await screen.findByText('진행 중인 프로젝트가 없습니다')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('채용 프로젝트 | 파트너스 콘솔'));
  });

  it('a project path without its list goes to the project’s first list', async () => {
    serve({ projects: [makeProject(12)] });
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/job_seekers/project/12' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job_seekers/project/12/candidates/intact/1'));
  });

  it('the profile shows the hiring feature’s proposal actions', async () => {
    serve();
    renderRoutes(routes, { patchRoutesOnNavigation, path: `/partners/job_seekers/profile/${ENC}` });
    const propose = await screen.findByRole('button', { name: '포지션 제안하기' }, { timeout: 5000 });
    await userEvent.click(propose);
    const dialog = await screen.findByRole('dialog', { name: '포지션 제안' });
    expect(within(dialog).getByText('백엔드 개발 · 5년차')).toBeInTheDocument();
  });
});
