import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ACTION_GROUPS, AUDIT_ACTION_GROUP_KEYS, auditActionGroup } from './audit.js';
import { auditListQuery } from './schemas/audit.js';

describe('audit actions and groups', () => {
  it('puts every action in exactly one group', () => {
    const grouped = AUDIT_ACTION_GROUP_KEYS.flatMap((key) => [...AUDIT_ACTION_GROUPS[key]]);
    expect([...grouped].sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(auditActionGroup('auth.signed_in')).toBe('account');
    expect(auditActionGroup('audit.csv_exported')).toBe('privacy');
  });

  it('takes calendar days only, in order', () => {
    expect(auditListQuery.safeParse({ from: '2028-02-29', to: '2028-03-01' }).success).toBe(true);
    expect(auditListQuery.safeParse({ from: '2027-02-29' }).success).toBe(false);
    expect(auditListQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(auditListQuery.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
  });
});
