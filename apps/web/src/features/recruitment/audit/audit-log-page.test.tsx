import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { browserLocation, errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { renderRoutes } from '../../../test/render';
import { makeAuditEvent, serveApplicants, type ApplicantsSeed } from '../test/applicants-test-server';
import { AuditLogPage } from './audit-log-page';

beforeAll(() => loadMessageSection('applicants'));

afterEach(() => {
  errorModalStore.close();
  vi.restoreAllMocks();
});

function setup(seed: ApplicantsSeed, path = '/partners/job_management/audit_log') {
  const served = serveApplicants(seed);
  const view = renderRoutes([{ path: '/partners/job_management/audit_log', Component: AuditLogPage }], { path });
  return { ...served, ...view, user: userEvent.setup() };
}

const events = [
  makeAuditEvent(3, { created_at: '2026-11-24T05:07:00.000Z', subject: '김지원' }),
  makeAuditEvent(2, {
    action: 'applicant.csv_exported',
    operator_name: '이매니저',
    operator_email: 'manager@example.com',
    subject: '백엔드 개발자 (Java/Spring)',
    subject_type: 'job_posting',
    created_at: '2026-11-23T23:30:00.000Z',
  }),
  makeAuditEvent(1, { action: 'talent.contact_revealed', subject: '이○○', subject_type: 'job_seeker', created_at: '2026-11-22T01:00:00.000Z' }),
];

describe('audit log (열람 기록)', () => {
  it('shows who opened whose data, with Korean action labels and Korea-time dates', async () => {
    setup({ audit: events });
    expect(await screen.findByRole('heading', { level: 1, name: '열람 기록' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '열람 기록 목록' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('2026.11.24 14:07')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('박운영')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('지원서 열람')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('2026.11.24 08:30')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('지원자 다운로드')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('연락처 확인')).toBeInTheDocument();
    expect(document.title).toContain('열람 기록');
  });

  it('filters by action in the URL', async () => {
    const { user, router, calls } = setup({ audit: events });
    await screen.findByRole('table', { name: '열람 기록 목록' });
    await user.selectOptions(screen.getByRole('combobox', { name: '행동' }), '지원자 다운로드');
    await waitFor(() => expect(router.state.location.search).toBe('?action=applicant.csv_exported'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '열람 기록 목록' })).getAllByRole('row')).toHaveLength(2));
    expect(calls.at(-1)?.url).toBe('/api/v5/partners/audit_events?page=1&action=applicant.csv_exported');
  });

  it('pages through the log', async () => {
    const many = Array.from({ length: 35 }, (_, i) => makeAuditEvent(100 - i, { subject: `지원자${i + 1}` }));
    const { user, router } = setup({ audit: many });
    await screen.findByText('지원자1');
    await user.click(within(screen.getByRole('navigation', { name: '열람 기록 페이지' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('지원자31')).toBeInTheDocument();
  });

  it('says when nothing is recorded yet', async () => {
    setup({ audit: [] });
    expect(await screen.findByText('아직 기록이 없습니다')).toBeInTheDocument();
  });

  it('a manager sees an in-page explanation, not the access-error redirect or an error modal', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { router } = setup({ audit: contractError('forbidden') });
    expect(await screen.findByText('최고 운영자만 볼 수 있습니다')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '행동' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partners/job_management/audit_log');
    expect(assign).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
  });
});
