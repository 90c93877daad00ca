import { Button, Group, NativeSelect } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTION_GROUP_KEYS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditActionGroup,
  type AuditOperator,
} from '@partners/contract';
import { useT } from '../../i18n';
import { PeriodInput } from '../../components/period-input';
import type { AuditListParams } from './api';
import { isFiltered, type AuditFiltersChange } from './url-state';

const ALL = '';
const GROUP_PREFIX = 'group:';

export type AuditFiltersBarProps = {
  filters: AuditListParams;
  /** Everyone in the log (undefined while loading or when it failed: the select then offers what the URL names). */
  operators: AuditOperator[] | undefined;
  onChange: (change: AuditFiltersChange) => void;
  onClear: () => void;
};

/** The action select's value: one action, or a whole group (`group:payment`). */
function actionValue(filters: AuditListParams): string {
  if (filters.action) return filters.action;
  return filters.group ? `${GROUP_PREFIX}${filters.group}` : ALL;
}

function actionChange(value: string): AuditFiltersChange {
  if (value.startsWith(GROUP_PREFIX)) {
    const group = value.slice(GROUP_PREFIX.length);
    return { group: (AUDIT_ACTION_GROUP_KEYS as string[]).includes(group) ? (group as AuditActionGroup) : undefined, action: undefined };
  }
  return { group: undefined, action: (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : undefined };
}

/** Operator, action (a group or one action) and period; every change goes to the URL through `onChange`. */
export function AuditFiltersBar({ filters, operators, onChange, onClear }: AuditFiltersBarProps) {
  const t = useT();

  const operatorOptions = [
    { value: ALL, label: t('audit.filters.operator_all') },
    ...(operators ?? []).map((o) => ({ value: String(o.id), label: t('audit.filters.operator_option', { name: o.name, email: o.email }) })),
  ];
  // An operator the URL names but the list lacks (not loaded, or nobody by that id) still shows, by id.
  if (filters.operator_id !== undefined && !operatorOptions.some((o) => o.value === String(filters.operator_id)))
    operatorOptions.push({ value: String(filters.operator_id), label: t('audit.filters.operator_unknown', { id: filters.operator_id }) });

  const actionOptions = [
    { value: ALL, label: t('audit.filters.action_all') },
    ...AUDIT_ACTION_GROUP_KEYS.map((group) => ({
      group: t(`audit.groups.${group}`),
      items: [
        { value: `${GROUP_PREFIX}${group}`, label: t('audit.filters.group_all', { group: t(`audit.groups.${group}`) }) },
        ...AUDIT_ACTION_GROUPS[group].map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
      ],
    })),
  ];

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('audit.filters.label')}>
      <NativeSelect
        label={t('audit.filters.operator')}
        data={operatorOptions}
        value={filters.operator_id === undefined ? ALL : String(filters.operator_id)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ operator_id: value === ALL ? undefined : Number(value) });
        }}
        w={260}
      />
      <NativeSelect
        label={t('audit.filters.action')}
        data={actionOptions}
        value={actionValue(filters)}
        onChange={(event) => onChange(actionChange(event.currentTarget.value))}
        w={220}
      />
      <PeriodInput
        label={t('audit.filters.period')}
        placeholder={t('audit.filters.period_placeholder')}
        labels={{
          next: t('audit.filters.calendar_next'),
          previous: t('audit.filters.calendar_previous'),
          level: t('audit.filters.calendar_level'),
          month: t('audit.filters.month_label'),
        }}
        from={filters.from}
        to={filters.to}
        onChange={onChange}
      />
      {isFiltered(filters) ? (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden="true" />} onClick={onClear}>
          {t('audit.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
