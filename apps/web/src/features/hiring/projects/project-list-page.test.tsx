import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGES } from '@partners/contract';
import { errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { renderRoutes } from '../../../test/render';
import { makeCandidate, makeProject, serveHiring, type HiringSeed } from '../test/hiring-test-server';
import { ProjectListPage } from './project-list-page';

const BASE = '/partners/job_seekers/project';

function setup(seed: HiringSeed, path = BASE) {
  const server = serveHiring(seed);
  const view = renderRoutes(
    [
      { path: BASE, Component: ProjectListPage },
      { path: PAGES.reputationManagement.path, element: <h1>평판 관리 홈</h1> },
    ],
    { path },
  );
  return { ...server, ...view, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });
const activeRegion = () => region('진행 중인 프로젝트');
const inactiveRegion = () => region('종료된 프로젝트');

function manyProjects() {
  const active = Array.from({ length: 12 }, (_, i) => makeProject(i + 1, { name: `진행 프로젝트 ${i + 1}` }));
  const inactive = Array.from({ length: 3 }, (_, i) => makeProject(100 + i, { name: `종료 프로젝트 ${i + 1}`, active: false }));
  return [...active, ...inactive];
}

afterEach(() => {
  errorModalStore.close();
});

describe('project list (spec §3 Project, §4 active/inactive)', () => {
  it('shows active and inactive projects separately, each with its counts per status and a link to its candidates', async () => {
    setup({
      projects: [makeProject(1, { name: '백엔드 채용' }), makeProject(2, { name: '지난 채용', active: false })],
      candidates: [
        makeCandidate(1, { project_id: 1 }),
        makeCandidate(2, { project_id: 1, status: 'contacted' }),
        makeCandidate(3, { project_id: 1, status: 'contacted' }),
        makeCandidate(4, { project_id: 1, status: 'replied' }),
      ],
    });
    const active = await within(activeRegion()).findByRole('link', { name: '백엔드 채용' });
    expect(active).toHaveAttribute('href', '/partners/job_seekers/project/1/candidates/intact/1');
    const counts = within(activeRegion()).getByRole('list', { name: '후보자 현황' });
    expect(within(counts).getByRole('link', { name: '미제안 1' })).toHaveAttribute('href', '/partners/job_seekers/project/1/candidates/intact/1');
    expect(within(counts).getByRole('link', { name: '제안함 2' })).toHaveAttribute('href', '/partners/job_seekers/project/1/candidates/contacted/1');
    expect(within(counts).getByRole('link', { name: '응답함 1' })).toBeInTheDocument();
    expect(await within(inactiveRegion()).findByRole('link', { name: '지난 채용' })).toBeInTheDocument();
    expect(within(activeRegion()).queryByText('지난 채용')).not.toBeInTheDocument();
  });

  it('pages the two lists on their own: the active list moves to page 2, the inactive list stays', async () => {
    const { calls, router, user } = setup({ projects: manyProjects() });
    await within(activeRegion()).findByText('진행 프로젝트 1');
    expect(await within(inactiveRegion()).findByText('종료 프로젝트 1')).toBeInTheDocument();
    expect(within(inactiveRegion()).queryByRole('navigation')).not.toBeInTheDocument();
    const before = calls.filter((c) => c.url.includes('active=false')).length;

    await user.click(
      within(within(activeRegion()).getByRole('navigation', { name: '진행 중인 프로젝트 페이지' })).getByRole('button', { name: '2' }),
    );
    expect(await within(activeRegion()).findByText('진행 프로젝트 11')).toBeInTheDocument();
    expect(within(activeRegion()).queryByText('진행 프로젝트 1')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?active_page=2');
    expect(within(inactiveRegion()).getByText('종료 프로젝트 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('active=false'))).toHaveLength(before);
    expect(calls.some((c) => c.url === '/hr/projects?active=true&page=2')).toBe(true);
  });

  it('each list has its own loading state and its own empty state', async () => {
    let releaseActive: () => void = () => undefined;
    const activeHeld = new Promise<null>((resolve) => {
      releaseActive = () => resolve(null);
    });
    setup({
      projects: [makeProject(1, { name: '백엔드 채용' })],
      fail: (call) => (call.url.includes('active=true') ? activeHeld : null),
    });
    expect(await within(inactiveRegion()).findByText('종료된 프로젝트가 없습니다')).toBeInTheDocument();
    expect(within(activeRegion()).getByRole('status', { name: '불러오는 중입니다' })).toHaveAttribute('aria-busy', 'true');
    releaseActive();
    expect(await within(activeRegion()).findByText('백엔드 채용')).toBeInTheDocument();
    expect(within(activeRegion()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('creates a project: blank and over-long names are refused, the name is sent trimmed, the counter shows n/50', async () => {
    const { writes, user } = setup({ projects: [] });
    expect(await within(activeRegion()).findByText('진행 중인 프로젝트가 없습니다')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '새 프로젝트' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: '새 프로젝트 만들기' });
    const name = within(dialog).getByRole('textbox', { name: '프로젝트 이름' });
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(within(dialog).getByText('프로젝트 이름을 입력해 주세요')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '가'.repeat(51));
    expect(within(dialog).getByText('51/50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(within(dialog).getByText('프로젝트 이름은 50자 이내로 입력해 주세요')).toBeInTheDocument();
    expect(writes('POST', '/hr/projects')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  백엔드 채용  ');
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes('POST', '/hr/projects')[0]?.body).toEqual({ hr_project: { name: '백엔드 채용' } });
    expect(await within(activeRegion()).findByRole('link', { name: '백엔드 채용' })).toBeInTheDocument();
  });

  it('renames a project from its menu', async () => {
    const { writes, user } = setup({ projects: [makeProject(7, { name: '백엔드 채용' })] });
    await user.click(await within(activeRegion()).findByRole('button', { name: '백엔드 채용 관리' }));
    await user.click(await screen.findByRole('menuitem', { name: '이름 변경' }));
    const dialog = screen.getByRole('dialog', { name: '프로젝트 이름 변경' });
    const name = within(dialog).getByRole('textbox', { name: '프로젝트 이름' });
    expect(name).toHaveValue('백엔드 채용');
    await user.clear(name);
    await user.type(name, '백엔드 시니어 채용');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(activeRegion()).findByRole('link', { name: '백엔드 시니어 채용' })).toBeInTheDocument();
    expect(writes('PUT', '/hr/projects/7')[0]?.body).toEqual({ hr_project: { name: '백엔드 시니어 채용' } });
  });

  it('closing a project moves it to the inactive list, reopening moves it back', async () => {
    const { writes, user } = setup({ projects: [makeProject(7, { name: '백엔드 채용' })] });
    await user.click(await within(activeRegion()).findByRole('button', { name: '백엔드 채용 관리' }));
    await user.click(await screen.findByRole('menuitem', { name: '프로젝트 종료' }));
    expect(await within(inactiveRegion()).findByRole('link', { name: '백엔드 채용' })).toBeInTheDocument();
    expect(await within(activeRegion()).findByText('진행 중인 프로젝트가 없습니다')).toBeInTheDocument();
    expect(writes('PUT', '/hr/projects/7')[0]?.body).toEqual({ hr_project: { active: false } });

    await user.click(within(inactiveRegion()).getByRole('button', { name: '백엔드 채용 관리' }));
    await user.click(await screen.findByRole('menuitem', { name: '다시 진행' }));
    expect(await within(activeRegion()).findByRole('link', { name: '백엔드 채용' })).toBeInTheDocument();
    expect(writes('PUT', '/hr/projects/7')[1]?.body).toEqual({ hr_project: { active: true } });
  });

  it('deleting asks first: cancel keeps the project, confirming deletes it', async () => {
    const { writes, user } = setup({ projects: [makeProject(7, { name: '백엔드 채용' }), makeProject(8, { name: '디자이너 채용' })] });
    await user.click(await within(activeRegion()).findByRole('button', { name: '백엔드 채용 관리' }));
    await user.click(await screen.findByRole('menuitem', { name: '삭제' }));
    let dialog = screen.getByRole('dialog', { name: '프로젝트 삭제' });
    expect(within(dialog).getByText('‘백엔드 채용’ 프로젝트를 삭제할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(writes('DELETE', '/hr/projects')).toHaveLength(0);
    expect(within(activeRegion()).getByRole('link', { name: '백엔드 채용' })).toBeInTheDocument();

    await user.click(within(activeRegion()).getByRole('button', { name: '백엔드 채용 관리' }));
    await user.click(await screen.findByRole('menuitem', { name: '삭제' }));
    dialog = screen.getByRole('dialog', { name: '프로젝트 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(within(activeRegion()).queryByRole('link', { name: '백엔드 채용' })).not.toBeInTheDocument());
    expect(writes('DELETE', '/hr/projects/7')).toHaveLength(1);
    expect(within(activeRegion()).getByRole('link', { name: '디자이너 채용' })).toBeInTheDocument();
  });

  it('deleting the only project of the last page shows the page before', async () => {
    const projects = Array.from({ length: 11 }, (_, i) => makeProject(i + 1, { name: `진행 프로젝트 ${i + 1}` }));
    const { router, user } = setup({ projects }, `${BASE}?active_page=2`);
    await user.click(await within(activeRegion()).findByRole('button', { name: '진행 프로젝트 11 관리' }));
    await user.click(await screen.findByRole('menuitem', { name: '삭제' }));
    await user.click(within(screen.getByRole('dialog', { name: '프로젝트 삭제' })).getByRole('button', { name: '삭제' }));
    expect(await within(activeRegion()).findByText('진행 프로젝트 1')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a failed project list goes to reputation management (spec §8)', async () => {
    const { router } = setup({
      fail: (call) => (call.url.startsWith('/hr/projects') ? contractError('bad_request', '잘못된 요청입니다') : null),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES.reputationManagement.path));
    expect(await screen.findByRole('heading', { name: '평판 관리 홈' })).toBeInTheDocument();
  });

  it('offers the demo inbox link only when the server runs in demo mode', async () => {
    setup({ projects: [], demo: true });
    expect(await screen.findByRole('link', { name: '데모: 구직자가 받은 메시지' })).toHaveAttribute('href', '/partners/demo/candidate_inbox');
  });
});
