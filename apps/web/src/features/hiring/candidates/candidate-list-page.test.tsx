import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorModalStore } from '../../../lib/api';
import { renderRoutes } from '../../../test/render';
import { makeCandidate, makeMessage, makeProject, serveHiring, type HiringSeed } from '../test/hiring-test-server';
import { AllCandidatesPage, ProjectCandidatesPage, ProjectHomeRedirect } from './candidate-list-page';

const PROJECT = '/partners/job_seekers/project/1/candidates';

function setup(seed: HiringSeed, path: string) {
  const server = serveHiring({ projects: [makeProject(1, { name: '백엔드 채용' }), makeProject(2, { name: '디자이너 채용' })], ...seed });
  const view = renderRoutes(
    [
      { path: '/partners/job_seekers/project/candidates/:actionStatus?/:page?', Component: AllCandidatesPage },
      { path: '/partners/job_seekers/project/:projectId/candidates/:status?/:page?', Component: ProjectCandidatesPage },
      { path: '/partners/job_seekers/project/:projectId/*', Component: ProjectHomeRedirect },
      { path: '/partners/job_seekers/profile/:enc', element: <h1>프로필</h1> },
    ],
    { path },
  );
  return { ...server, ...view, user: userEvent.setup() };
}

const tabs = () => screen.getByRole('navigation', { name: '후보자 상태' });
const list = () => screen.getByRole('list', { name: '후보자 목록' });
const findInList = async (text: string) => within(await screen.findByRole('list', { name: '후보자 목록' })).findByText(text);
const row = (name: string) => within(list()).getByText(name).closest('li') as HTMLElement;

const seed: HiringSeed = {
  candidates: [
    makeCandidate(1, { masked_name: '김○○', headline: '결제 백엔드 개발자' }),
    makeCandidate(2, {
      masked_name: '이○○',
      status: 'contacted',
      proposal: { id: 11, status: 'delivered', sent_at: '2026-11-03T01:00:00.000Z', responded_at: null },
    }),
    makeCandidate(3, {
      masked_name: '박○○',
      status: 'replied',
      contact_available: true,
      proposal: { id: 12, status: 'accepted', sent_at: '2026-11-03T01:00:00.000Z', responded_at: '2026-11-04T01:00:00.000Z' },
    }),
    makeCandidate(4, {
      masked_name: '최○○',
      user_id: 'encRejected01',
      status: 'replied',
      proposal: { id: 13, status: 'rejected', sent_at: '2026-11-03T01:00:00.000Z', responded_at: '2026-11-05T01:00:00.000Z' },
    }),
    makeCandidate(5, { masked_name: '정○○', action_status: 'on_hold' }),
    makeCandidate(6, { masked_name: '강○○', project_id: 2, project_name: '디자이너 채용' }),
  ],
  messages: [
    makeMessage(11, { user_id: 'enc0000000002' }),
    makeMessage(12, { user_id: 'enc0000000003', response_code: 'accepted', responded_at: '2026-11-04T01:00:00.000Z' }),
    makeMessage(13, {
      user_id: 'encRejected01',
      response_code: 'rejected',
      content: '시니어 백엔드 포지션을 제안드립니다.',
      reject: { reason: 'salary_mismatch', detail: '희망 연봉과 차이가 큽니다.' },
      responded_at: '2026-11-05T01:00:00.000Z',
    }),
    makeMessage(14, { user_id: 'encRejected01', response_code: 'expired', date: '2026.10.01 09:00', project: { id: 2, name: '디자이너 채용' } }),
  ],
};

afterEach(() => {
  errorModalStore.close();
});

describe('candidate lists (spec §2, §4)', () => {
  it('shows the four tabs with their counts, the project name, and the current list', async () => {
    setup(seed, `${PROJECT}/intact/1`);
    expect(await screen.findByRole('heading', { level: 1, name: '백엔드 채용' })).toBeInTheDocument();
    await findInList('김○○');
    const links = within(tabs()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['미제안1명', '제안함1명', '응답함2명', '채용 완료1명']);
    expect(within(tabs()).getByRole('link', { name: /미제안/ })).toHaveAttribute('aria-current', 'page');
    expect(within(row('김○○')).getByText('백엔드 개발 · 5년차 · 1992년생')).toBeInTheDocument();
    expect(within(row('김○○')).getByText('결제 백엔드 개발자')).toBeInTheDocument();
    expect(within(row('김○○')).getByText('아직 제안하지 않았습니다')).toBeInTheDocument();
    expect(within(row('김○○')).getByRole('link', { name: '프로필 보기' })).toHaveAttribute('href', '/partners/job_seekers/profile/enc0000000001');
    expect(within(list()).queryByText('강○○')).not.toBeInTheDocument();
  });

  it('a tab opens its list at page 1 and shows the latest proposal of each candidate', async () => {
    const { router, user } = setup(seed, `${PROJECT}/intact/1`);
    await findInList('김○○');
    await user.click(within(tabs()).getByRole('link', { name: /응답함/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/replied/1`));
    await findInList('박○○');
    expect(within(row('박○○')).getByText('수락')).toBeInTheDocument();
    expect(within(row('박○○')).getByText('제안 2026.11.03 · 응답 2026.11.04')).toBeInTheDocument();
    expect(within(row('최○○')).getByText('거절')).toBeInTheDocument();
    // An accepted proposal is not sent again; a declined one may be followed by a new proposal.
    expect(within(row('박○○')).queryByRole('button', { name: '제안하기' })).not.toBeInTheDocument();
    expect(within(row('최○○')).getByRole('button', { name: '제안하기' })).toBeInTheDocument();
  });

  it('setting an action status saves it, then shows the completed list (spec §4)', async () => {
    const { router, writes, user } = setup(seed, `${PROJECT}/intact/1`);
    await findInList('김○○');
    await user.selectOptions(within(row('김○○')).getByRole('combobox', { name: '김○○ 진행 상태' }), '면접 진행');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/completed/1`));
    expect(writes('PUT', '/hr/candidates/1')[0]?.body).toEqual({ action_status: 'interviewing' });
    await findInList('김○○');
    expect(within(row('김○○')).getByRole('combobox', { name: '김○○ 진행 상태' })).toHaveValue('interviewing');
    expect(within(row('정○○')).getByRole('combobox', { name: '정○○ 진행 상태' })).toHaveValue('on_hold');
    expect(within(tabs()).getByRole('link', { name: /채용 완료/ })).toHaveTextContent('채용 완료2명');
  });

  it('setting the status back to none keeps the list; the candidate leaves it', async () => {
    const { router, writes, user } = setup(seed, `${PROJECT}/completed/1`);
    await findInList('정○○');
    await user.selectOptions(within(row('정○○')).getByRole('combobox', { name: '정○○ 진행 상태' }), '진행 상태 없음');
    expect(await screen.findByText('진행 상태를 정한 후보자가 없습니다')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${PROJECT}/completed/1`);
    expect(writes('PUT', '/hr/candidates/5')[0]?.body).toEqual({ action_status: 'none' });
  });

  it('a bad status or page in the URL is replaced by a valid one', async () => {
    const { router } = setup(seed, `${PROJECT}/unknown/3`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/intact/1`));
    await router.navigate(`${PROJECT}/contacted/abc`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/contacted/1`));
    await router.navigate(`${PROJECT}/replied/9`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/replied/1`));
    await router.navigate('/partners/job_seekers/project/1');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/intact/1`));
  });

  it('pages a long list, with the page in the URL', async () => {
    const candidates = Array.from({ length: 25 }, (_, i) => makeCandidate(i + 1, { masked_name: `후보${i + 1}` }));
    const { router, user } = setup({ candidates }, `${PROJECT}/intact/1`);
    await findInList('후보1');
    await user.click(within(screen.getByRole('navigation', { name: '후보자 목록 페이지' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PROJECT}/intact/2`));
    expect(await findInList('후보21')).toBeInTheDocument();
    expect(within(list()).queryByText('후보1')).not.toBeInTheDocument();
  }, 20_000);

  it('removing a candidate asks first, then sends the seeker and the project', async () => {
    const { writes, user } = setup(seed, `${PROJECT}/intact/1`);
    await findInList('김○○');
    await user.click(within(row('김○○')).getByRole('button', { name: '김○○ 더 보기' }));
    await user.click(await screen.findByRole('menuitem', { name: '프로젝트에서 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '후보자 삭제' });
    expect(within(dialog).getByText('김○○님을 ‘백엔드 채용’ 프로젝트에서 삭제할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('제안을 기다리는 후보자가 없습니다')).toBeInTheDocument();
    expect(writes('DELETE', '/hr/candidates')[0]?.body).toEqual({ user_id: ['enc0000000001'], project_ids: [1] });
  });

  it('the contact shows only after acceptance, in the show-contact modal', async () => {
    const { calls, user } = setup(seed, `${PROJECT}/replied/1`);
    await findInList('박○○');
    expect(within(row('최○○')).queryByRole('button', { name: '연락처 보기' })).not.toBeInTheDocument();
    await user.click(within(row('박○○')).getByRole('button', { name: '연락처 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '연락처' });
    expect(await within(dialog).findByText('010-1234-5678')).toBeInTheDocument();
    expect(within(dialog).getByText('minjun@example.com')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/hr/candidates/3/contact')).toBe(true);
  });

  it('a declined proposal shows the seeker’s reason in the show-reject modal', async () => {
    const { user } = setup(seed, `${PROJECT}/replied/1`);
    await findInList('최○○');
    await user.click(within(row('최○○')).getByRole('button', { name: '거절 사유' }));
    const dialog = await screen.findByRole('dialog', { name: '거절 사유' });
    expect(await within(dialog).findByText('연봉 조건이 맞지 않음')).toBeInTheDocument();
    expect(within(dialog).getByText('희망 연봉과 차이가 큽니다.')).toBeInTheDocument();
  });

  it('the proposal opens in the message review modal', async () => {
    const { user } = setup(seed, `${PROJECT}/replied/1`);
    await findInList('최○○');
    await user.click(within(row('최○○')).getByRole('button', { name: '제안 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '포지션 제안 내용' });
    expect(await within(dialog).findByText('시니어 백엔드 포지션을 제안드립니다.')).toBeInTheDocument();
    expect(within(dialog).getByText('알림톡')).toBeInTheDocument();
    expect(within(dialog).getByText('일하기 좋은 회사를 만듭니다.')).toBeInTheDocument();
  });

  it('the suggestion history lists every proposal of this company to the seeker', async () => {
    const { user } = setup(seed, `${PROJECT}/replied/1`);
    await findInList('최○○');
    await user.click(within(row('최○○')).getByRole('button', { name: '최○○ 더 보기' }));
    await user.click(await screen.findByRole('menuitem', { name: '제안 이력' }));
    const dialog = await screen.findByRole('dialog', { name: '제안 이력' });
    const items = await within(dialog).findByRole('list', { name: '제안 이력' });
    expect(within(items).getByText('2026.11.03 10:00 · 프로젝트 1')).toBeInTheDocument();
    expect(within(items).getByText('2026.10.01 09:00 · 디자이너 채용')).toBeInTheDocument();
    expect(within(items).getByText('기간 만료')).toBeInTheDocument();
  });

  it('the all-projects list shows every project’s candidates with their project', async () => {
    const { calls } = setup(seed, '/partners/job_seekers/project/candidates/intact/1');
    expect(await screen.findByRole('heading', { level: 1, name: '전체 프로젝트 후보자' })).toBeInTheDocument();
    await findInList('강○○');
    expect(within(row('강○○')).getByText('프로젝트: 디자이너 채용')).toBeInTheDocument();
    expect(within(list()).getByText('김○○')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/hr/candidates?action_status=intact&page=1')).toBe(true);
  });

  it('in the all-projects list an action status leads to its completed list', async () => {
    const { router, user } = setup(seed, '/partners/job_seekers/project/candidates/intact/1');
    await findInList('강○○');
    await user.selectOptions(within(row('강○○')).getByRole('combobox', { name: '강○○ 진행 상태' }), '최종 합격');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job_seekers/project/candidates/completed/1'));
  });
});
