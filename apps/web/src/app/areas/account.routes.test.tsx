import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@partners/contract';
import { answer } from '../../test/contract-handlers';
import { makeInfo } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../test/render';
import { makeAuditEvent, serveAudit } from '../../features/audit/test/audit-test-server';
import { patchRoutesOnNavigation, routes } from '../routes';

function serveShell() {
  server.use(
    answer('info.get', () => makeInfo({ is_admin: true })),
    answer('notifications.list', () => ({
      code: 200,
      data: { notifications: [], unread_count: 0, page_info: { page: 1, per: 5, total: 0, total_pages: 0 } },
    })),
  );
}

describe('the audit log in the account area (decision 0023)', () => {
  it('opens at its own path with its Korean messages', async () => {
    serveShell();
    serveAudit({ events: [makeAuditEvent(1, { subject: '김지원' })] });
    renderRoutes(routes, { patchRoutesOnNavigation, path: PAGES.auditLog.path });
    expect(await screen.findByRole('heading', { level: 1, name: '감사 로그' })).toBeInTheDocument();
    expect(await screen.findByText('김지원')).toBeInTheDocument();
  });

  it('the old recruitment path redirects there, filters kept', async () => {
    serveShell();
    const { calls } = serveAudit({ events: [makeAuditEvent(1, { action: 'applicant.csv_exported', subject: '백엔드 개발자' })] });
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: `${PAGES.legacyAuditLog.path}?action=applicant.csv_exported` });
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES.auditLog.path));
    expect(router.state.location.search).toBe('?action=applicant.csv_exported');
    expect(await screen.findByText('백엔드 개발자')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/v5/partners/audit_events?action=applicant.csv_exported&page=1')).toBe(true);
  });
});
