import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, Outlet } from 'react-router';
import type { TalentProfile } from '@partners/contract';
import { answer, calls, contractError } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';
import { renderRoutes } from '../../../test/render';
import { TalentPoolHiringContext, type SlotSeeker, type TalentPoolHiringSlots } from '../hiring-slots';
import { SearchTrailProvider } from './search-trail';
import { TalentProfilePage } from './talent-profile-page';

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
  career_count: 2,
  skills: ['Java', 'Spring', 'Kafka'],
  desired_salary: 6500,
  job_intention: 'active',
  job_intention_updated_at: '2026-11-01T00:00:00.000Z',
  verification_badge: true,
  profile_level: 'complete',
  resume_updated_at: '2026-11-15T03:00:00.000Z',
  registered_at: '2024-02-01T03:00:00.000Z',
  introduction: '대용량 결제 트래픽을 다뤄 왔습니다.',
  certifications: ['정보처리기사'],
  educations: [{ school_name: '한국대학교', major: '컴퓨터공학', level: 'bachelor', degree: 'graduated', start_year: 2011, end_year: 2017 }],
  careers: [
    {
      company_name: '페이코리아',
      occupation_name: '백엔드 개발',
      title: '선임 개발자',
      start: '2023.08',
      end: null,
      months: 27,
      description: '정산 시스템 재설계',
    },
    { company_name: '커머스랩', occupation_name: '백엔드 개발', title: '개발자', start: '2020.03', end: '2023.07', months: 41, description: '' },
  ],
};

function serve(profile: TalentProfile | null = PROFILE) {
  server.use(
    answer('talent.profile', () => (profile ? { code: 200, data: { profile } } : contractError('not_found', '요청한 정보를 찾을 수 없습니다'))),
    answer('talent.logEvent', () => ({ code: 200, data: { recorded: true } })),
  );
  return { calls };
}

function renderProfile(path: string, slots: TalentPoolHiringSlots = {}) {
  function Layout() {
    return (
      <TalentPoolHiringContext.Provider value={slots}>
        <SearchTrailProvider>
          <Outlet />
        </SearchTrailProvider>
      </TalentPoolHiringContext.Provider>
    );
  }
  return renderRoutes(
    [
      {
        path: '/partners/job_seekers',
        Component: Layout,
        children: [
          { path: 'search/:tab/:page', element: <Link to={`/partners/job_seekers/profile/${ENC}`}>프로필 열기</Link> },
          { path: 'profile/:enc', Component: TalentProfilePage },
        ],
      },
    ],
    { path },
  );
}

describe('talent profile page', () => {
  it('shows the résumé: header facts, career timeline with lengths, education, skills, certifications', async () => {
    serve();
    renderProfile(`/partners/job_seekers/profile/${ENC}`);
    expect(await screen.findByRole('heading', { level: 1, name: '김○○' })).toBeInTheDocument();
    expect(screen.getByText('인증 배지')).toBeInTheDocument();
    expect(screen.getByText('적극 구직 중')).toBeInTheDocument();
    expect(screen.getByText('5년차')).toBeInTheDocument();
    expect(screen.getByText('1992년생 · 남성')).toBeInTheDocument();
    expect(screen.getByText('6,500만원')).toBeInTheDocument();
    expect(screen.getByText(/이력서 업데이트 2026\.11\.15/)).toBeInTheDocument();
    const careers = screen.getByRole('region', { name: '경력' });
    expect(within(careers).getByText('총 5년 8개월')).toBeInTheDocument();
    expect(within(careers).getByText('2023.08 – 재직 중')).toBeInTheDocument();
    expect(within(careers).getByText('2년 3개월')).toBeInTheDocument();
    expect(within(careers).getByText('정산 시스템 재설계')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '학력' })).getByText('컴퓨터공학 · 학사 졸업')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '보유 기술' })).getByText('Kafka')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '자격증' })).getByText('정보처리기사')).toBeInTheDocument();
  });

  it('프로필 링크 복사 copies the profile address and says so', async () => {
    serve();
    const user = userEvent.setup();
    renderProfile(`/partners/job_seekers/profile/${ENC}`);
    await user.click(await screen.findByRole('button', { name: '프로필 링크 복사' }));
    expect(await screen.findByText('링크가 클립보드에 복사되었습니다')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/partners/job_seekers/profile/${ENC}`);
  });

  it('a seeker without a desired salary shows 회사 내규에 따름', async () => {
    serve({ ...PROFILE, desired_salary: null });
    renderProfile(`/partners/job_seekers/profile/${ENC}`);
    expect(await screen.findByText('회사 내규에 따름')).toBeInTheDocument();
  });

  it('records open_profile once when the profile opens', async () => {
    const { calls } = serve();
    renderProfile(`/partners/job_seekers/profile/${ENC}`);
    await screen.findByRole('heading', { level: 1, name: '김○○' });
    const events = calls.filter((c) => c.url === '/hr/job_seekers/log_event');
    expect(events).toHaveLength(1);
    expect(events[0]?.body).toMatchObject({ event: 'open_profile', enc: ENC });
  });

  it('a profile opened from the page of results shown joins its rep_c_ids, which open_profile carries', async () => {
    window.sessionStorage.setItem('talent_search_rep_ids', JSON.stringify({ rep_s_ids: ['Other000001', ENC], rep_c_ids: [] }));
    const { calls } = serve();
    renderProfile(`/partners/job_seekers/profile/${ENC}`);
    await screen.findByRole('heading', { level: 1, name: '김○○' });
    const events = calls.filter((c) => c.url === '/hr/job_seekers/log_event');
    expect(events[0]?.body).toMatchObject({ event: 'open_profile', enc: ENC, rep_s_ids: ['Other000001', ENC], rep_c_ids: [ENC] });
    window.sessionStorage.clear();
  });

  it('without the hiring feature the side card only states the contact rule', async () => {
    serve();
    renderProfile(`/partners/job_seekers/profile/${ENC}`);
    expect(await screen.findByText('연락처는 인재가 포지션 제안을 수락하면 공개됩니다.')).toBeInTheDocument();
    // The header's share button is the page's only one: no proposal actions.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['프로필 링크 복사']);
  });

  it('the hiring feature’s actions receive the seeker at a glance (enc, masked name, experience, occupation)', async () => {
    serve();
    const received: SlotSeeker[] = [];
    function FakeActions({ seeker }: { seeker: SlotSeeker }) {
      received.push(seeker);
      return <button type="button">포지션 제안하기</button>;
    }
    renderProfile(`/partners/job_seekers/profile/${ENC}`, { ProfileActions: FakeActions });
    expect(await screen.findByRole('button', { name: '포지션 제안하기' })).toBeInTheDocument();
    expect(received.at(-1)).toEqual({ user_id: ENC, masked_name: '김○○', years_of_experience: 5, occupation_name: '백엔드 개발' });
  });

  it('목록으로 goes back in history to the search (filters intact) when the search came before', async () => {
    serve();
    const { router } = renderProfile('/partners/job_seekers/search/company/2?query=자바&yoe=3;5');
    await userEvent.click(await screen.findByRole('link', { name: '프로필 열기' }));
    await screen.findByRole('heading', { level: 1, name: '김○○' });
    await userEvent.click(screen.getByRole('link', { name: '목록으로' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job_seekers/search/company/2'));
    expect(router.state.location.search).toBe('?query=자바&yoe=3;5');
    expect(router.state.historyAction).toBe('POP');
  });

  it('목록으로 opens the search index when the profile was opened directly', async () => {
    serve();
    const { router } = renderProfile(`/partners/job_seekers/profile/${ENC}`);
    const back = await screen.findByRole('link', { name: '목록으로' });
    expect(back).toHaveAttribute('href', '/partners/job_seekers/search/index/1');
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job_seekers/search/index/1'));
    expect(within(document.body).getByRole('link', { name: '프로필 열기' })).toBeInTheDocument();
  });
});
