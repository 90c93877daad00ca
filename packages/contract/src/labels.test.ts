import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit.js';
import { AUDIT_DETAIL_LABELS, AUDIT_ACTION_LABELS, auditActionLabel, fillLabel } from './labels.js';

describe('the label table', () => {
  it('names every audit action, each with its own label', () => {
    const labels = AUDIT_ACTIONS.map(auditActionLabel);
    expect(labels.every((label, i) => label !== AUDIT_ACTIONS[i])).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    expect(auditActionLabel('operator.role_changed')).toBe('역할 변경');
    expect(auditActionLabel('payment.paid')).toBe('결제 완료');
  });

  it('has no audit action group the actions do not use', () => {
    const prefixes = new Set(AUDIT_ACTIONS.map((action) => action.split('.')[0]));
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...prefixes].sort());
  });

  it('fills placeholders and leaves an unknown one as it is', () => {
    expect(fillLabel(AUDIT_DETAIL_LABELS.role_changed, { from: '매니저', to: '최고 운영자' })).toBe('역할: 매니저 → 최고 운영자');
    expect(fillLabel(AUDIT_DETAIL_LABELS.period, { from: '2026.03.01' })).toBe('기간: 2026.03.01 ~ {to}');
    expect(fillLabel(AUDIT_DETAIL_LABELS.consent_given, {})).toBe('수신 동의');
  });
});
