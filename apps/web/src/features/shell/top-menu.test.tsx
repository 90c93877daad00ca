import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeInfo } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TopMenu } from './top-menu';

function renderMenu(overrides: Parameters<typeof makeInfo>[0] = {}) {
  const info = makeInfo(overrides);
  renderWithApp(<TopMenu entries={info.data.menu.gnb_menu} />, { path: '/partners/reputation_management' });
  return screen.getByRole('navigation', { name: '주 메뉴' });
}

describe('top menu (spec §2)', () => {
  it('shows every top item in Korean', () => {
    const nav = renderMenu();
    for (const label of ['홈', '기업 관리', '리뷰 관리', '채용 관리', '인재풀', '데이터', '연봉 분석']) {
      expect(within(nav).getByText(label)).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a group to show its children', async () => {
    const nav = renderMenu();
    await userEvent.click(within(nav).getByRole('button', { name: /리뷰 관리/ }));
    for (const label of ['기업 리뷰', '면접 리뷰', '복지 리뷰', '연봉 정보']) {
      expect(await within(nav).findByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: /리뷰 관리/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('salary analysis is flagged NEW and links outside when the user has not applied', () => {
    const nav = renderMenu({ is_salary_apply: false });
    const link = within(nav).getByRole('link', { name: /연봉 분석/ });
    expect(within(link).getByText('NEW')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', 'https://www.jobplanet.co.kr/salary-analysis');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('salary analysis links to the create page when the user applied', () => {
    const nav = renderMenu({ is_salary_apply: true });
    const link = within(nav).getByRole('link', { name: /연봉 분석/ });
    expect(link).toHaveAttribute('href', '/partners/salary_analysis?status=create');
    expect(link).not.toHaveAttribute('target');
  });

  it('the talent pool opened only by the admin role carries the 관리자 badge', () => {
    const nav = renderMenu({ privilege_master_code: 'basic', job_posting_bizs: false, is_admin: true });
    const talent = within(nav).getByRole('button', { name: /인재풀/ });
    expect(within(talent).getByText('관리자')).toBeInTheDocument();
  });

  it('a plan without the talent pool has no talent pool item', () => {
    const nav = renderMenu({ privilege_master_code: 'basic', job_posting_bizs: false, is_admin: false });
    expect(within(nav).queryByText('인재풀')).not.toBeInTheDocument();
  });

  it('new-tab entries open in a new tab with rel=noopener (postings for non-admins, newsroom)', async () => {
    const nav = renderMenu({ is_admin: false });
    await userEvent.click(within(nav).getByRole('button', { name: /채용 관리/ }));
    const postings = await within(nav).findByRole('link', { name: /전체 공고/ });
    expect(postings).toHaveAttribute('target', '_blank');
    expect(postings).toHaveAttribute('rel', 'noopener');
    expect(within(nav).getByRole('link', { name: '전체 지원자' })).not.toHaveAttribute('target');
  });

  it('keyboard: ArrowDown on a group opens it and focuses the first child', async () => {
    const nav = renderMenu();
    within(nav)
      .getByRole('button', { name: /기업 관리/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(nav).getByRole('link', { name: /뉴스룸/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: '기업 정보' })).toHaveFocus();
  });
});
