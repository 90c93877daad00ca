import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_CSV_MAX_ROWS, AUDIT_PAGE_SIZE, errorMessage } from '@partners/contract';
import { loadMessageSection } from '../../i18n';
import { browserLocation, errorModalStore } from '../../lib/api';
import { contractError } from '../../test/contract-handlers';
import { renderRoutes } from '../../test/render';
import { AuditLogPage } from './audit-log-page';
import { makeAuditEvent, serveAudit, type AuditSeed } from './test/audit-test-server';

const PATH = '/partners/operator_managements/audit_log';

beforeAll(() => loadMessageSection('audit'));

afterEach(() => {
  errorModalStore.close();
  vi.restoreAllMocks();
});

function setup(seed: AuditSeed, path = PATH) {
  const served = serveAudit(seed);
  const view = renderRoutes([{ path: PATH, Component: AuditLogPage }], { path });
  return { ...served, ...view, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: '감사 로그 목록' });
const rowsOf = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const listCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/v5/partners/audit_events?'));

const events = [
  makeAuditEvent(6, {
    action: 'auth.signed_in',
    subject: '박운영',
    subject_type: 'user',
    detail: {
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    created_at: '2026-11-24T23:50:00.000Z',
  }),
  makeAuditEvent(5, {
    action: 'operator.role_changed',
    subject: '이매니저',
    subject_type: 'user',
    detail: { role: { from: 'manager', to: 'admin' } },
    created_at: '2026-11-24T05:07:00.000Z',
  }),
  makeAuditEvent(4, {
    action: 'payment.paid',
    operator_id: 2,
    operator_name: '이매니저',
    operator_email: 'manager@example.com',
    subject: '브랜딩 프리미엄 1년',
    subject_type: 'payment',
    detail: { amount: 3_300_000, product: '브랜딩 프리미엄 1년' },
    created_at: '2026-11-23T23:30:00.000Z',
  }),
  makeAuditEvent(3, {
    action: 'applicant.csv_exported',
    operator_id: 2,
    operator_name: '이매니저',
    operator_email: 'manager@example.com',
    subject: '백엔드 개발자 (Java/Spring)',
    subject_type: 'job_posting',
    created_at: '2026-11-22T01:00:00.000Z',
  }),
  makeAuditEvent(2, { action: 'talent.contact_revealed', subject: '이○○', subject_type: 'job_seeker', created_at: '2026-11-21T01:00:00.000Z' }),
  makeAuditEvent(1, {
    action: 'operator.invited',
    operator_id: null,
    operator_name: '',
    operator_email: '',
    subject: 'new@corp.test',
    subject_type: 'invitation',
    detail: { email: 'new@corp.test', role: { to: 'manager' } },
    created_at: '2026-11-20T01:00:00.000Z',
  }),
];

describe('audit log (감사 로그)', () => {
  it('shows who did what and when: Korea-time dates, Korean action badges, subjects and what changed', async () => {
    setup({ events });
    expect(await screen.findByRole('heading', { level: 1, name: '감사 로그' })).toBeInTheDocument();
    const rows = await rowsOf();
    expect(rows).toHaveLength(6);
    const [signIn, role, payment, csv, contact, invite] = rows.map((r) => within(r));
    expect(signIn?.getByText('2026.11.25 08:50')).toBeInTheDocument();
    expect(signIn?.getByText('로그인')).toBeInTheDocument();
    expect(signIn?.getByText('IP 203.0.113.7 · Chrome · Windows')).toBeInTheDocument();
    expect(role?.getByText('역할 변경')).toBeInTheDocument();
    expect(role?.getByText('역할: 매니저 → 최고 운영자')).toBeInTheDocument();
    expect(payment?.getByText('이매니저')).toBeInTheDocument();
    expect(payment?.getByText('manager@example.com')).toBeInTheDocument();
    expect(payment?.getByText('결제 완료')).toBeInTheDocument();
    expect(payment?.getByText('상품: 브랜딩 프리미엄 1년 · 금액: 330만원')).toBeInTheDocument();
    expect(csv?.getByText('지원자 다운로드')).toBeInTheDocument();
    expect(csv?.getByText('채용 공고')).toBeInTheDocument();
    expect(contact?.getByText('연락처 확인')).toBeInTheDocument();
    expect(invite?.getByText('삭제된 계정')).toBeInTheDocument();
    expect(invite?.getByText('역할: 매니저 · 이메일: new@corp.test')).toBeInTheDocument();
    expect(screen.getByText('총 6건')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '운영자 관리' })).toHaveAttribute('href', '/partners/operator_managements');
    await waitFor(() => expect(document.title).toContain('감사 로그'));
  });

  it('filters by operator, by a group or one action, in the URL', async () => {
    const { user, router, calls } = setup({ events });
    await table();
    const operator = screen.getByRole('combobox', { name: '운영자' });
    await waitFor(() => expect(within(operator).getByRole('option', { name: '이매니저 (manager@example.com)' })).toBeInTheDocument());
    await user.selectOptions(operator, '이매니저 (manager@example.com)');
    await waitFor(() => expect(router.state.location.search).toBe('?operator_id=2'));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(2));

    await user.selectOptions(screen.getByRole('combobox', { name: '행동' }), '결제 전체');
    await waitFor(() => expect(router.state.location.search).toBe('?operator_id=2&group=payment'));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(1));
    expect(listCalls(calls).at(-1)?.url).toBe('/api/v5/partners/audit_events?operator_id=2&group=payment&page=1');

    await user.selectOptions(screen.getByRole('combobox', { name: '행동' }), '지원자 다운로드');
    await waitFor(() => expect(router.state.location.search).toBe('?operator_id=2&action=applicant.csv_exported'));
    await waitFor(async () => expect(within((await rowsOf())[0] as HTMLElement).getByText('지원자 다운로드')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '필터 초기화' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(6));
  });

  it('sends the period in the URL as Korean days and shows it in the picker', async () => {
    const { calls } = setup({ events }, `${PATH}?from=2026-11-22&to=2026-11-24`);
    await waitFor(async () => expect(await rowsOf()).toHaveLength(3));
    expect(listCalls(calls)[0]?.url).toBe('/api/v5/partners/audit_events?from=2026-11-22&to=2026-11-24&page=1');
    expect(screen.getByRole('button', { name: '기간' })).toHaveTextContent('2026.11.22 – 2026.11.24');
  });

  it('keeps an operator the URL names even before the operators load, and drops filters it cannot read', async () => {
    const { calls } = setup({ events, operators: [] }, `${PATH}?operator_id=9&group=everything&from=2026-02-30`);
    await screen.findByText('조건에 맞는 기록이 없습니다');
    expect(listCalls(calls)[0]?.url).toBe('/api/v5/partners/audit_events?operator_id=9&page=1');
    expect(screen.getByRole('combobox', { name: '운영자' })).toHaveDisplayValue('운영자 #9');
  });

  it('pages through the log', async () => {
    const many = Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => makeAuditEvent(100 - i, { subject: `지원자${i + 1}` }));
    const { user, router } = setup({ events: many });
    await screen.findByText('지원자1');
    await user.click(within(screen.getByRole('navigation', { name: '감사 로그 페이지' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText(`지원자${AUDIT_PAGE_SIZE + 1}`)).toBeInTheDocument();
  });

  it('downloads the CSV with the filters of the page and saves the file', async () => {
    const createObjectURL = vi.fn(() => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, calls } = setup({ events }, `${PATH}?group=payment&from=2026-11-01&page=1`);
    await table();
    const listed = listCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'CSV 다운로드' }));
    expect(await screen.findByText('감사 로그 파일을 저장했습니다')).toBeInTheDocument();
    // The download is recorded: the list is read again to show it.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listed));
    expect(calls.find((c) => c.url.includes('audit_events.csv'))?.url).toBe('/api/v5/partners/audit_events.csv?group=payment&from=2026-11-01');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('감사로그_20261126.csv');
  });

  it("shows the server's refusal of a download", async () => {
    const message = errorMessage('audit.csv_too_many', { max: AUDIT_CSV_MAX_ROWS });
    const { user } = setup({ events, csv: contractError('audit.csv_too_many', message, { params: { max: AUDIT_CSV_MAX_ROWS } }) });
    await table();
    await user.click(screen.getByRole('button', { name: 'CSV 다운로드' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('다운로드하지 못했습니다');
    expect(alert).toHaveTextContent(message);
  });

  it(`says up front that more than ${AUDIT_CSV_MAX_ROWS} entries do not download at once`, async () => {
    setup({ events, total: AUDIT_CSV_MAX_ROWS + 1 });
    await table();
    await waitFor(() => expect(screen.getByRole('button', { name: 'CSV 다운로드' })).toBeDisabled());
    expect(screen.getByText('한 번에 50,000건까지 내려받을 수 있습니다. 기간이나 조건을 좁혀 주세요.')).toBeInTheDocument();
  });

  it('says when nothing is recorded yet, and when nothing matches the filters', async () => {
    const view = setup({ events: [] });
    expect(await screen.findByText('아직 기록이 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV 다운로드' })).toBeDisabled();
    view.unmount();
    setup({ events }, `${PATH}?action=step_up.locked`);
    expect(await screen.findByText('조건에 맞는 기록이 없습니다')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then a retry when the list fails', async () => {
    const { user } = setup({ events, list: contractError('internal') });
    expect(screen.getByRole('status', { name: '불러오는 중입니다' })).toBeInTheDocument();
    expect(await screen.findByText('감사 로그를 불러오지 못했습니다')).toBeInTheDocument();
    serveAudit({ events });
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await table()).toBeInTheDocument();
  });

  it('a manager sees an in-page explanation, not the access-error redirect or an error modal', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { router } = setup({ list: contractError('forbidden'), operators: contractError('forbidden') });
    expect(await screen.findByText('최고 운영자만 볼 수 있습니다')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '행동' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV 다운로드' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(assign).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
  });
});
