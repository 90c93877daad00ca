import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { answer, contractError } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';
import { renderRecruitment } from '../test/render-recruitment';
import { makePosting, servePostings } from '../test/postings-test-server';

beforeAll(() => loadMessageSection('recruitment'));
beforeEach(() => {
  server.use(
    answer('talent.metaInfo', () => ({
      code: 200,
      data: {
        occupation1: [
          { id: 1, name: '개발' },
          { id: 2, name: '디자인' },
        ],
        occupation2: [
          { id: 11, name: '백엔드 개발', parent_id: 1 },
          { id: 12, name: '프론트엔드 개발', parent_id: 1 },
          { id: 21, name: 'UX 디자인', parent_id: 2 },
        ],
      },
    })),
  );
});
afterEach(() => errorModalStore.close());

const title = () => screen.getByRole('textbox', { name: /공고 제목/ });
const saves = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method !== 'GET' && c.url.startsWith('/api/v5/partners/job/postings'));

// The form with two rich-text editors renders slowly in jsdom.
describe('posting form (spec §2 /job/postings/new, /{id}/edit)', { timeout: 30_000 }, () => {
  it('checks the fields before submitting for review and shows each error beside its field', async () => {
    const { calls } = servePostings();
    const { user } = renderRecruitment('/partners/job/postings/new');
    await user.click(await screen.findByRole('button', { name: '검수 요청' }));
    expect(title()).toHaveAccessibleDescription('필수 입력 항목입니다');
    expect(screen.getAllByLabelText(/직무 \(1차\)/).find((el) => el.tagName === 'INPUT')).toHaveAccessibleDescription('필수 입력 항목입니다');
    expect(screen.getAllByText('필수 입력 항목입니다').length).toBeGreaterThan(5);
    expect(saves(calls)).toHaveLength(0);

    await user.click(title());
    await user.paste('결제 플랫폼 백엔드 개발자');
    expect(screen.getByText('14/100')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '금액 입력' }));
    await user.type(screen.getByRole('textbox', { name: '최소 연봉' }), '8000');
    await user.type(screen.getByRole('textbox', { name: '최대 연봉' }), '7500');
    expect(screen.getByText('8,000만원 ~ 7,500만원')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    expect(screen.getByRole('textbox', { name: '최대 연봉' })).toHaveAccessibleDescription('최대 연봉은 최소 연봉보다 같거나 커야 합니다');
    expect(saves(calls)).toHaveLength(0);
  });

  it('saves a new draft with only a title, then moves to its edit address', async () => {
    const { calls, state } = servePostings();
    const { user, router } = renderRecruitment('/partners/job/postings/new');
    await user.type(await screen.findByRole('textbox', { name: /공고 제목/ }), '프로덕트 디자이너');
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job/postings/1/edit'));
    const [create] = saves(calls);
    expect(create).toMatchObject({
      method: 'POST',
      body: { save_as: 'draft', posting: { title: '프로덕트 디자이너', process_steps: ['서류 전형', '1차 면접', '2차 면접', '최종 합격'] } },
    });
    expect(state.postings[0]?.status).toBe('draft');
    // The page moves to the edit address as the notice shows: the notice can be rendered again in between,
    // so wait for the settled page rather than hold on to a node found on the way.
    await waitFor(() => {
      expect(screen.getByText('임시 저장했습니다')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: /공고 수정/ })).toBeInTheDocument();
    });
    expect(screen.queryByRole('dialog', { name: '페이지를 떠날까요?' })).not.toBeInTheDocument();
  });

  it('submits a complete draft for review, and an open posting saves in place', async () => {
    const { calls } = servePostings({
      postings: [makePosting(5, { status: 'draft', title: '데이터 엔지니어' }), makePosting(6, { status: 'open' })],
    });
    const view = renderRecruitment('/partners/job/postings/5/edit');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /공고 제목/ })).toHaveValue('데이터 엔지니어'));
    await view.user.click(screen.getByRole('button', { name: '검수 요청' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({ method: 'PUT', url: '/api/v5/partners/job/postings/5', body: { save_as: 'review' } });
    expect(await screen.findByText(/검수를 요청했습니다/)).toBeInTheDocument();
    view.unmount();

    const open = renderRecruitment('/partners/job/postings/6/edit');
    expect(await screen.findByRole('button', { name: '저장' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '임시 저장' })).not.toBeInTheDocument();
    await open.user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]).toMatchObject({ method: 'PUT', url: '/api/v5/partners/job/postings/6', body: { save_as: 'review' } });
  });

  it("shows the server's field error beside the field", async () => {
    const { state } = servePostings();
    state.fail = (call) =>
      call.method === 'POST' ? contractError('bad_request', '이미 같은 제목의 공고가 있습니다', { field: 'body.posting.title' }) : null;
    const { user } = renderRecruitment('/partners/job/postings/new');
    await user.type(await screen.findByRole('textbox', { name: /공고 제목/ }), '백엔드 개발자');
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    await waitFor(() => expect(title()).toHaveAccessibleDescription('이미 같은 제목의 공고가 있습니다'));
    expect(errorModalStore.title()).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    servePostings();
    const { user, router } = renderRecruitment('/partners/job/postings/new');
    await user.type(await screen.findByRole('textbox', { name: /공고 제목/ }), '작성 중인 공고');
    await user.click(screen.getByRole('link', { name: '전체 공고' }));
    const dialog = await screen.findByRole('dialog', { name: '페이지를 떠날까요?' });
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(router.state.location.pathname).toBe('/partners/job/postings/new');
    expect(title()).toHaveValue('작성 중인 공고');

    await user.click(screen.getByRole('link', { name: '전체 공고' }));
    await user.click(within(await screen.findByRole('dialog', { name: '페이지를 떠날까요?' })).getByRole('button', { name: '저장하지 않고 나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job_management'));
  });

  it('shows a closed posting read only, with a copy into a new draft', async () => {
    const { state } = servePostings({ postings: [makePosting(9, { status: 'closed', title: '지난 공고' })] });
    const { user, router } = renderRecruitment('/partners/job/postings/9/edit');
    expect(await screen.findByText('마감된 공고는 수정할 수 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /공고 제목/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '복사해서 새 공고 만들기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job/postings/10/edit'));
    expect(state.postings.find((p) => p.id === 10)?.title).toBe('지난 공고 (복사)');
  });
});
