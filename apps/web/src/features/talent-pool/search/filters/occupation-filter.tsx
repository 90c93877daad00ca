import { useState } from 'react';
import { Badge, Button, Checkbox, Divider, Stack, Text } from '@mantine/core';
import type { MetaInfo } from '@partners/contract';
import { useT } from '../../../../i18n';
import type { OccupationValue } from '../filter-values';
import classes from '../talent-search.module.css';

export type Occupations = { level1: NonNullable<MetaInfo['occupation1']>; level2: NonNullable<MetaInfo['occupation2']> };

export type OccupationFilterProps = {
  value: OccupationValue;
  onChange: (next: OccupationValue) => void;
  /** undefined while the occupation lists load or when they failed. */
  occupations: Occupations | undefined;
};

/** 직무: level-1 groups on the left, their level-2 occupations on the right; 전체 picks the level-1 id. */
export function OccupationFilter({ value, onChange, occupations }: OccupationFilterProps) {
  const t = useT();
  const groups = occupations?.level1 ?? [];
  const [activeId, setActiveId] = useState<number | undefined>(
    () => value.level1[0] ?? occupations?.level2.find((o) => value.level2.includes(o.id))?.parent_id,
  );
  const active = groups.find((group) => group.id === activeId) ?? groups[0];
  if (!occupations || !active) {
    return <Text c="dark.4">{t('talent_search.occupation.load_failed')}</Text>;
  }

  const childrenOf = (groupId: number) => occupations.level2.filter((o) => o.parent_id === groupId);
  const selectedIn = (groupId: number) =>
    (value.level1.includes(groupId) ? 1 : 0) + childrenOf(groupId).filter((o) => value.level2.includes(o.id)).length;
  const isAllChecked = value.level1.includes(active.id);

  const toggleAll = () => {
    const childIds = childrenOf(active.id).map((o) => o.id);
    onChange(
      isAllChecked
        ? { ...value, level1: value.level1.filter((id) => id !== active.id) }
        : { level1: [...value.level1, active.id], level2: value.level2.filter((id) => !childIds.includes(id)) },
    );
  };
  const toggleOne = (id: number) => {
    onChange(
      value.level2.includes(id)
        ? { ...value, level2: value.level2.filter((other) => other !== id) }
        : { level1: value.level1.filter((other) => other !== active.id), level2: [...value.level2, id] },
    );
  };

  return (
    <div>
      <div className={classes.occupationPanes}>
        <nav className={classes.occupationGroups} aria-label={t('talent_search.occupation.groups')}>
          {groups.map((group) => {
            const count = selectedIn(group.id);
            return (
              <Button
                key={group.id}
                variant={group.id === active.id ? 'light' : 'subtle'}
                color={group.id === active.id ? 'brand' : 'gray'}
                c={group.id === active.id ? 'brand.9' : 'dark.7'}
                justify="space-between"
                fullWidth
                aria-pressed={group.id === active.id}
                onClick={() => setActiveId(group.id)}
                rightSection={
                  count > 0 ? (
                    <Badge size="xs" circle>
                      {count}
                    </Badge>
                  ) : null
                }
              >
                {group.name}
              </Button>
            );
          })}
        </nav>
        <Stack gap="xs" className={classes.occupationItems}>
          <Checkbox label={t('talent_search.occupation.all_of', { group: active.name })} checked={isAllChecked} onChange={toggleAll} />
          <Divider />
          {childrenOf(active.id).map((occupation) => (
            <Checkbox
              key={occupation.id}
              label={occupation.name}
              checked={value.level2.includes(occupation.id)}
              onChange={() => toggleOne(occupation.id)}
            />
          ))}
        </Stack>
      </div>
      <Text fz="sm" c="dark.5" mt="sm" aria-live="polite">
        {t('talent_search.occupation.selected', { count: value.level1.length + value.level2.length })}
      </Text>
    </div>
  );
}
