import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import type { JobPostingSummary } from '@partners/contract';
import { errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { renderWithApp } from '../../../test/render';
import { makeProject, serveHiring, type HiringSeed } from '../test/hiring-test-server';
import { MessageRequestModal, type ProposalSeeker } from './message-request-modal';

const SEEKER: ProposalSeeker = { user_id: 'a1B2c3D4e5F6g7H8', masked_name: '김○○', years_of_experience: 5, occupation_name: '백엔드 개발' };
const POSTINGS: JobPostingSummary[] = [
  { id: 31, title: '백엔드 개발자 (Java)', color_class: 'urgent', dday: 'D-3', path: '/job/postings/31' },
  { id: 32, title: '플랫폼 엔지니어', color_class: 'always', dday: '상시', path: '/job/postings/32' },
];

function setup(seed: HiringSeed = {}, defaultProjectId?: number) {
  const server = serveHiring({
    projects: [makeProject(1, { name: '백엔드 채용' }), makeProject(2, { name: '플랫폼 채용' })],
    postings: POSTINGS,
    ...seed,
  });
  const onClose = vi.fn();
  const onSent = vi.fn();
  renderWithApp(<MessageRequestModal seeker={SEEKER} defaultProjectId={defaultProjectId} onClose={onClose} onSent={onSent} />);
  const dialog = screen.getByRole('dialog', { name: '포지션 제안' });
  const sends = () => server.writes('POST', '/api/v3/hr/messages/requested');
  const requestIds = () => sends().map((call) => (call.body as { message: { request_id: string } }).message.request_id);
  return { ...server, dialog, onClose, onSent, sends, requestIds, user: userEvent.setup() };
}

async function fillValid(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, message = '  이력서를 보고 연락드립니다.  ') {
  await user.selectOptions(await within(dialog).findByRole('combobox', { name: /채용 프로젝트/ }), '백엔드 채용');
  await user.type(within(dialog).getByRole('textbox', { name: /제안 메시지/ }), message);
}

afterEach(() => {
  errorModalStore.close();
});

describe('message request modal (spec §3 message request)', () => {
  it('shows the seeker’s summary and the spec §1 notice', async () => {
    const { dialog } = setup();
    const summary = within(dialog).getByLabelText('제안받을 인재');
    expect(within(summary).getByText('김○○')).toBeInTheDocument();
    expect(within(summary).getByText('백엔드 개발 · 5년차')).toBeInTheDocument();
    expect(within(dialog).getByText('정식 출시 전까지 인재 검색과 포지션 제안을 무료로 이용하실 수 있습니다.')).toBeInTheDocument();
    expect(within(dialog).getByText('포지션 제안은 인재의 이력서를 검토한 뒤 기업이 직접 작성합니다.')).toBeInTheDocument();
    expect(within(dialog).getByText(/알림톡으로 알려 드리며, 알림톡을 받을 수 없으면 문자\(SMS\)로/)).toBeInTheDocument();
    expect(within(dialog).getByText('인재가 제안을 수락하면 연락처가 공개됩니다.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('option', { name: '[D-3] 백엔드 개발자 (Java)' })).toBeInTheDocument();
  });

  it('a project is required, and the message must be non-blank and at most 1,000 characters (with a counter)', async () => {
    const { dialog, sends, user } = setup();
    const message = within(dialog).getByRole('textbox', { name: /제안 메시지/ });
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
    await user.type(message, '   ');
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    expect(await within(dialog).findByText('채용 프로젝트를 선택해 주세요')).toBeInTheDocument();
    expect(within(dialog).getByText('제안 메시지를 입력해 주세요')).toBeInTheDocument();

    await user.clear(message);
    await user.click(message);
    await user.paste('가'.repeat(1001));
    expect(within(dialog).getByText('1001/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    expect(within(dialog).getByText('제안 메시지는 1000자 이내로 입력해 주세요')).toBeInTheDocument();
    expect(sends()).toHaveLength(0);
  });

  it('sends the trimmed message with the project, posting, introduction option and a request id, then reports it sent', async () => {
    const { dialog, sends, onSent, onClose, user } = setup();
    await fillValid(dialog, user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /채용 공고/ }), '[상시] 플랫폼 엔지니어');
    await user.click(within(dialog).getByRole('checkbox', { name: '기업 소개를 함께 보냅니다' }));
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ projectId: 1, seekerName: '김○○' }));
    expect(onClose).toHaveBeenCalled();
    const body = sends()[0]?.body as { message: Record<string, unknown> };
    expect(body.message).toEqual({
      user_id: SEEKER.user_id,
      project_id: 1,
      job_posting_id: 32,
      content: '이력서를 보고 연락드립니다.',
      included_company_introduction: false,
      request_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as unknown,
    });
  });

  it('the same draft sent again (a retry, a double click) carries the same request id, so one proposal is made', async () => {
    let failNext = true;
    const { dialog, messages, requestIds, user } = setup({
      fail: (call) => {
        if (call.url === '/api/v3/hr/messages/requested' && failNext) {
          failNext = false;
          return HttpResponse.error();
        }
        return null;
      },
    });
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    // In the modal: the error modal does not open over it (spec §8).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('잘못된 요청입니다');
    expect(errorModalStore.title()).toBeNull();
    // Retried as is: the same id, so the server can tell it from a new proposal.
    await user.dblClick(within(dialog).getByRole('button', { name: '제안 보내기' }));
    await waitFor(() => expect(requestIds().length).toBeGreaterThanOrEqual(2));
    expect(new Set(requestIds()).size).toBe(1);
    await waitFor(() => expect(messages).toHaveLength(1));
  });

  it('a changed draft is a new proposal with a new request id', async () => {
    const { dialog, requestIds, user } = setup({
      fail: (call) =>
        call.url === '/api/v3/hr/messages/requested' ? contractError('rate_limited', '오늘 보낼 수 있는 제안을 모두 보냈습니다') : null,
    });
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    await within(dialog).findByRole('alert');
    await user.type(within(dialog).getByRole('textbox', { name: /제안 메시지/ }), ' 추가로 적습니다.');
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    await waitFor(() => expect(requestIds()).toHaveLength(2));
    expect(requestIds()[0]).not.toBe(requestIds()[1]);
  });

  it('409 (an open proposal already) shows the server’s message in the form, which stays open', async () => {
    const { dialog, onClose, onSent, user } = setup({
      fail: (call) =>
        call.url === '/api/v3/hr/messages/requested' ? contractError('conflict', '이 프로젝트에서 이미 응답을 기다리는 제안이 있습니다') : null,
    });
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('이 프로젝트에서 이미 응답을 기다리는 제안이 있습니다');
    expect(errorModalStore.title()).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('429 (the daily limit) shows the server’s Korean message', async () => {
    const { dialog, user } = setup({
      fail: (call) =>
        call.url === '/api/v3/hr/messages/requested' ? contractError('rate_limited', '하루에 보낼 수 있는 제안 수(100건)를 모두 사용했습니다') : null,
    });
    await fillValid(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('하루에 보낼 수 있는 제안 수(100건)를 모두 사용했습니다');
  });

  it('says plainly when the company has no live postings', async () => {
    const { dialog } = setup({ postings: [] });
    expect(await within(dialog).findByText('진행 중인 채용 공고가 없습니다. 공고 없이 제안할 수 있습니다.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /채용 공고/ })).not.toBeInTheDocument();
  });

  it('a project can be created right in the form, and is then chosen', async () => {
    const { dialog, writes, user } = setup({ projects: [] });
    expect(await within(dialog).findByText('진행 중인 프로젝트가 없습니다. 새 프로젝트를 만들어 주세요.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '새 프로젝트 만들기' }));
    await user.type(within(dialog).getByRole('textbox', { name: '프로젝트 이름' }), '신규 백엔드{Enter}');
    const select = await within(dialog).findByRole('combobox', { name: /채용 프로젝트/ });
    await waitFor(() => expect(select).toHaveDisplayValue('신규 백엔드'));
    expect(writes('POST', '/hr/projects')[0]?.body).toEqual({ hr_project: { name: '신규 백엔드' } });
    expect(writes('POST', '/api/v3/hr/messages/requested')).toHaveLength(0);
  });

  it('a candidate list’s project comes chosen', async () => {
    const { dialog } = setup({}, 2);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /채용 프로젝트/ })).toHaveDisplayValue('플랫폼 채용'));
  });
});
