import { describe, expect, it } from 'vitest';
import { makeInfo, makeUser } from '../../test/fixtures';
import { canOpenPage, canOpenTalentPool, resolveGate } from './resolve-gate';

const HOME = '/partners/reputation_management';

describe('console gates (spec §5), in order', () => {
  it('no user goes to sign-in with the page asked for as redirect_url', () => {
    expect(resolveGate(null, '/partners/notifications', '?page=2')).toEqual({
      kind: 'redirect',
      to: `/user-session/sign-in?redirect_url=${encodeURIComponent('/partners/notifications?page=2')}`,
      returnTo: '/partners/notifications?page=2',
    });
  });

  it('a company that is not configured gets the operator-role modal', () => {
    expect(resolveGate(makeUser({ is_configured: false }), HOME)).toEqual({ kind: 'not_configured' });
  });

  it('operator management stays reachable for a company that is not configured', () => {
    const user = makeUser({ is_configured: false, is_tos_recruitment_agreed: false });
    expect(resolveGate(user, '/partners/operator_managements')).toEqual({ kind: 'pass' });
  });

  it('so do the step-up page and the demo mailbox (a role change asks for a code)', () => {
    const user = makeUser({ is_configured: false, is_tos_recruitment_agreed: false });
    expect(resolveGate(user, '/partners/certify_otp', '?redirect_url=%2Fpartners%2Foperator_managements')).toEqual({ kind: 'pass' });
    expect(resolveGate(user, '/partners/demo/mailbox')).toEqual({ kind: 'pass' });
    expect(resolveGate(makeUser({ is_configured: false, is_permission: false }), '/partners/certify_otp')).toEqual({
      kind: 'redirect',
      to: '/partners/access_error',
    });
  });

  it('configuration is checked before permission', () => {
    expect(resolveGate(makeUser({ is_configured: false, is_permission: false }), HOME)).toEqual({ kind: 'not_configured' });
  });

  it('no permission goes to the access error page', () => {
    expect(resolveGate(makeUser({ is_permission: false }), HOME)).toEqual({ kind: 'redirect', to: '/partners/access_error' });
  });

  it('the access error page itself is shown to a user without permission', () => {
    expect(resolveGate(makeUser({ is_permission: false }), '/partners/access_error')).toEqual({ kind: 'pass' });
  });

  it('unaccepted recruitment terms send recruitment pages to the terms page with redirect_url', () => {
    const noTerms = makeUser({ is_tos_recruitment_agreed: false });
    for (const [pathname, search] of [
      ['/partners/job_management', '?status=open'],
      ['/partners/applicant_management/12', ''],
      ['/partners/job/postings/new', ''],
    ] as const) {
      expect(resolveGate(noTerms, pathname, search)).toEqual({
        kind: 'redirect',
        to: `/partners/agreements/tos_recruitment?redirect_url=${encodeURIComponent(`${pathname}${search}`)}`,
        returnTo: `${pathname}${search}`,
      });
    }
  });

  it('the rest of the console opens without the recruitment terms', () => {
    const noTerms = makeUser({ is_tos_recruitment_agreed: false });
    for (const pathname of [HOME, '/partners/notifications', '/partners/job_seekers/search/index/1', '/partners/agreements/tos_recruitment']) {
      expect(resolveGate(noTerms, pathname)).toEqual({ kind: 'pass' });
    }
  });

  it('reputation pages without alri go to the brand-service page', () => {
    expect(resolveGate(makeUser({ is_alri_auth: false }), HOME)).toEqual({
      kind: 'redirect',
      to: `/partners/renewal_brandservice?apply_on=reputation_management&redirect_url=${encodeURIComponent(HOME)}`,
      returnTo: HOME,
    });
  });

  it('other pages do not need alri', () => {
    expect(resolveGate(makeUser({ is_alri_auth: false }), '/partners/notifications')).toEqual({ kind: 'pass' });
  });

  it('a full user passes', () => {
    expect(resolveGate(makeUser(), HOME)).toEqual({ kind: 'pass' });
  });
});

describe('talent-pool routes', () => {
  it('open only when the menu has the talent pool', () => {
    expect(canOpenTalentPool(makeInfo().data.menu.gnb_menu)).toBe(true);
    const basic = makeInfo({ privilege_master_code: 'basic', job_posting_bizs: false, is_admin: false });
    expect(canOpenTalentPool(basic.data.menu.gnb_menu)).toBe(false);
  });
});

describe('pages a way back may lead to (canOpenPage)', () => {
  it('are the pages the gates let through', () => {
    const noAlri = makeInfo({ is_alri_auth: false }).data;
    expect(canOpenPage(noAlri, HOME)).toBe(false);
    expect(canOpenPage(noAlri, '/partners/notifications?page=2')).toBe(true);
    const noTerms = makeInfo({ is_tos_recruitment_agreed: false }).data;
    expect(canOpenPage(noTerms, '/partners/job_management?status=open')).toBe(false);
    expect(canOpenPage(noTerms, '/partners/job_management?status=open', { is_tos_recruitment_agreed: true })).toBe(true);
  });

  it('and the talent pool only with the talent pool in the menu', () => {
    const basic = makeInfo({ privilege_master_code: 'basic', job_posting_bizs: false, is_admin: false }).data;
    expect(canOpenPage(basic, '/partners/job_seekers/search/index/1')).toBe(false);
    expect(canOpenPage(makeInfo().data, '/partners/job_seekers/search/index/1')).toBe(true);
  });
});
