import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICANT_STAGE_LABELS,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_DETAIL_LABELS,
  AUDIT_GROUP_LABELS,
  BUSINESS_ROLE_LABELS,
  CANDIDATE_STATUS_LABELS,
  EDUCATION_LEVEL_LABELS,
  GENDER_LABELS,
  OPERATOR_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  POSTING_STATUS_LABELS,
  PROPOSAL_STATUS_LABELS,
  REVIEWABLE_TYPE_LABELS,
  SALARY_ANALYSIS_STATUS_LABELS,
  auditActionLabel,
} from '@partners/contract';
import { en } from './en';
import { ko } from './ko';
import { koApplicants } from './ko-applicants';
import { koAudit } from './ko-audit';
import { koCompanyPage } from './ko-company-page';
import { koHiring } from './ko-hiring';
import { koOperators } from './ko-operators';
import { koMailbox } from './ko-mailbox';
import { koRecruitment } from './ko-recruitment';
import { koReviews } from './ko-reviews';
import { koStepUp } from './ko-step-up';
import { koSettings } from './ko-settings';
import { koTalent } from './ko-talent';
import { koPayment } from './ko-payment';
import { koSalaryAnalysis } from './ko-salary-analysis';
import { koData } from './ko-data';
import { koTalentReports } from './ko-talent-reports';
import { koDashboard } from './ko-dashboard';
import { loadCatalogue, loadMessageSection, translate, type MessageKey } from './index';

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) return out;
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of leaves(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

describe('message catalogues', () => {
  beforeAll(() => loadCatalogue('en'));

  // Korean is the first-load catalogue plus the sections that load with their pages.
  const koLeaves = leaves({
    ...ko,
    ...koTalent,
    ...koHiring,
    ...koRecruitment,
    ...koApplicants,
    ...koReviews,
    ...koCompanyPage,
    ...koStepUp,
    ...koMailbox,
    ...koPayment,
    ...koSettings,
    ...koOperators,
    ...koAudit,
    ...koSalaryAnalysis,
    ...koData,
    ...koTalentReports,
    ...koDashboard,
  });
  const enLeaves = leaves(en);

  it('every Korean key exists in English', () => {
    const missing = [...koLeaves.keys()].filter((key) => !enLeaves.has(key));
    expect(missing).toEqual([]);
  });

  it('every English key exists in Korean', () => {
    const missing = [...enLeaves.keys()].filter((key) => !koLeaves.has(key));
    expect(missing).toEqual([]);
  });

  it('no message is empty and every message is a string', () => {
    const bad = [...koLeaves, ...enLeaves].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it('both languages use the same placeholders for a key', () => {
    const names = (value: unknown) => [...String(value).matchAll(/\{(\w+)(?:\|[^}]+)?\}/g)].map((m) => m[1]).sort();
    const differing = [...koLeaves.keys()].filter((key) => names(koLeaves.get(key)).join() !== names(enLeaves.get(key)).join());
    expect(differing).toEqual([]);
  });

  it('the spec wording is used for the access and maintenance messages', () => {
    expect(ko.errors.invalid_request).toBe('잘못된 요청입니다');
    expect(ko.errors.not_normal_access).toBe('정상적인 접근이 아닙니다');
    expect(ko.errors.maintenance).toBe('서버 점검 중입니다');
    expect(ko.gates.not_configured_role).toBe('모든 운영자에게 역할을 부여해야 합니다');
  });

  it('a particle placeholder picks the particle that fits the word', () => {
    expect(translate('ko', 'company_switch.selected', { company: '잡플래닛' })).toBe('잡플래닛으로 관리 기업을 변경합니다.');
    expect(translate('ko', 'company_switch.selected', { company: '카카오' })).toBe('카카오로 관리 기업을 변경합니다.');
    expect(translate('en', 'company_switch.selected', { company: 'Kakao' })).toBe('The managed company becomes Kakao.');
  });

  it('translate fills placeholders', () => {
    expect(translate('ko', 'notifications.total', { count: 3 })).toBe('전체 3건');
    expect(translate('en', 'notifications.total', { count: 3 })).toBe('3 in total');
  });

  it('the sections that load with their pages translate once loaded (Korean hiring labels, spec wording)', async () => {
    await loadMessageSection('hiring');
    expect(translate('ko', 'hiring.statuses.intact')).toBe('미제안');
    expect(translate('ko', 'hiring.statuses.completed')).toBe('채용 완료');
    expect(translate('en', 'hiring.statuses.contacted')).toBe('Proposed');
  });

  it('the first-load catalogue leaves out the sections that load with their pages (the initial JS budget)', () => {
    expect(Object.keys(ko)).not.toContain('talent_search');
    expect(Object.keys(ko)).not.toContain('hiring');
  });

  it("reads the statuses, stages and roles from the contract's label table, as the server's CSVs and mails do", async () => {
    await Promise.all(
      (['applicants', 'recruitment', 'operators', 'audit', 'hiring', 'talent', 'reviews', 'payment', 'salaryAnalysis'] as const).map(
        loadMessageSection,
      ),
    );
    const tables: [string, Record<string, string>][] = [
      ['applicants.stages', APPLICANT_STAGE_LABELS],
      ['applicants.posting_statuses', POSTING_STATUS_LABELS],
      ['recruitment.status', POSTING_STATUS_LABELS],
      ['operators.role', BUSINESS_ROLE_LABELS],
      ['operators.status', OPERATOR_STATUS_LABELS],
      ['audit.groups', AUDIT_GROUP_LABELS],
      ['hiring.statuses', CANDIDATE_STATUS_LABELS],
      ['hiring.proposal_statuses', PROPOSAL_STATUS_LABELS],
      ['talent_search.genders', GENDER_LABELS],
      ['talent_search.education_levels', EDUCATION_LEVEL_LABELS],
      ['reviews.reportable', REVIEWABLE_TYPE_LABELS],
      ['payment.status', PAYMENT_STATUS_LABELS],
      ['salaryAnalysis.statuses', SALARY_ANALYSIS_STATUS_LABELS],
    ];
    for (const [section, table] of tables) {
      for (const [key, label] of Object.entries(table)) expect(translate('ko', `${section}.${key}` as MessageKey), `${section}.${key}`).toBe(label);
    }
    expect(translate('ko', 'account.role_admin')).toBe(BUSINESS_ROLE_LABELS.admin);
    for (const action of AUDIT_ACTIONS) expect(translate('ko', `audit.actions.${action}`)).toBe(auditActionLabel(action));
    expect(translate('ko', 'audit.detail.role_changed', { from: '매니저', to: '최고 운영자' })).toBe('역할: 매니저 → 최고 운영자');
    expect(AUDIT_DETAIL_LABELS.role_changed).toBe('역할: {from} → {to}');
    expect(Object.keys(AUDIT_ACTION_LABELS).length).toBeGreaterThan(0);
  });
});
