import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { RECRUITMENT_PAYMENT_URL } from '../../../lib/config';
import { contractError } from '../../../test/contract-handlers';
import { renderRecruitment } from '../test/render-recruitment';
import { makeSummary, servePostings } from '../test/postings-test-server';

beforeAll(() => loadMessageSection('recruitment'));

const menu = () => screen.getByRole('navigation', { name: '채용 관리 메뉴' });
const live = () => within(menu()).findByRole('list', { name: '진행 중인 공고' });

describe('recruitment left menu (spec §2)', () => {
  it('lists live postings with the D-day, a 999+ cap, the not-opened marker and the in-review badge', async () => {
    servePostings({
      summary: [
        makeSummary(1, { title: '결제 플랫폼 백엔드 개발자', d_day: 'D-2', color_class: 'urgent', applicant_count: 1500, not_opened: 5 }),
        makeSummary(2, { title: '프로덕트 디자이너', applicant_count: 12 }),
        makeSummary(3, { title: '데이터 엔지니어', badge: 'in_review', applicant_count: 0 }),
      ],
    });
    renderRecruitment('/partners/job_management');
    const list = await live();
    const first = within(list).getByRole('link', { name: /결제 플랫폼 백엔드 개발자/ });
    expect(first).toHaveAttribute('href', '/partners/applicant_management/1');
    expect(within(first).getByText('D-2')).toBeInTheDocument();
    expect(within(first).getByText('999+')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '미열람 지원자 5명' })).toBeInTheDocument();
    expect(within(first).getByText('결제 플랫폼 백엔드 개발자')).toHaveAttribute('title', '결제 플랫폼 백엔드 개발자');
    const second = within(list).getByRole('link', { name: /프로덕트 디자이너/ });
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(within(list).getByRole('link', { name: /데이터 엔지니어/ })).getByText('검수 중')).toBeInTheDocument();
  });

  it('folds the live postings behind a disclosure that a narrow screen shows in place of their title', async () => {
    servePostings({ summary: [makeSummary(1, { title: '프로덕트 디자이너' })] });
    renderRecruitment('/partners/job_management');
    const list = await live();
    const toggle = within(menu()).getByRole('button', { name: '진행 중인 공고' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).not.toBeNull();
    expect(region).not.toHaveAttribute('data-open');
    expect(region?.contains(list)).toBe(true);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveAttribute('data-open');
  });

  it('links an opened posting without applicants to its fit candidates only when fit is enabled', async () => {
    servePostings({ summary: [makeSummary(7, { applicant_count: 0 }), makeSummary(8, { applicant_count: 0, badge: 'in_review' })], fitEnable: true });
    const view = renderRecruitment('/partners/job_management');
    let list = await live();
    expect(within(list).getByRole('link', { name: /채용 7/ })).toHaveAttribute('href', '/partners/applicant_management/7?status=fit');
    expect(within(list).getByRole('link', { name: /채용 8/ })).toHaveAttribute('href', '/partners/applicant_management/8');
    view.unmount();

    servePostings({ summary: [makeSummary(7, { applicant_count: 0 })], fitEnable: false });
    renderRecruitment('/partners/job_management');
    list = await live();
    expect(within(list).getByRole('link', { name: /채용 7/ })).toHaveAttribute('href', '/partners/applicant_management/7');
  });

  it('sends a company without job-posting biz to the payment page, others to the form in a new tab', () => {
    servePostings();
    const view = renderRecruitment('/partners/job_management', { job_posting_bizs: false, privilege_master_code: 'standard' });
    expect(within(menu()).getByRole('link', { name: '공고 등록' })).toHaveAttribute('href', RECRUITMENT_PAYMENT_URL);
    view.unmount();

    renderRecruitment('/partners/job_management', { job_posting_bizs: false, privilege_master_code: 'premium_recruit' });
    const register = within(menu()).getByRole('link', { name: '공고 등록' });
    expect(register).toHaveAttribute('href', '/partners/job/postings/new');
    expect(register).toHaveAttribute('target', '_blank');
  });

  it('shows the empty state, marks the current page, and shows the audit log (in the account area) to admins only', async () => {
    servePostings({ summary: [] });
    const view = renderRecruitment('/partners/job_management', { business_role: 'admin' });
    expect(await within(menu()).findByText('진행 중인 공고가 없습니다')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: '전체 공고' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: '감사 로그' })).toHaveAttribute('href', '/partners/operator_managements/audit_log');
    view.unmount();

    renderRecruitment('/partners/job_management', { business_role: 'manager' });
    expect(within(menu()).queryByRole('link', { name: '감사 로그' })).not.toBeInTheDocument();
  });

  it('offers a retry when the summary fails', async () => {
    const { state } = servePostings({ summary: [makeSummary(1, { title: '다시 불러온 공고' })] });
    state.fail = (call) => (call.url.includes('/summary') ? contractError('bad_request') : null);
    const { user } = renderRecruitment('/partners/job_management');
    const retry = await within(menu()).findByRole('button', { name: '다시 시도' });
    state.fail = undefined;
    await user.click(retry);
    expect(await within(await live()).findByText('다시 불러온 공고')).toBeInTheDocument();
  });
});
