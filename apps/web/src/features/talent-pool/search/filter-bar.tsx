import { Button, CloseButton, Group } from '@mantine/core';
import { IconChevronDown, IconRefresh } from '@tabler/icons-react';
import { useLang, useT } from '../../../i18n';
import { summariseFilter } from './filter-summary';
import { FILTER_KEYS, hasAnyFilter, type FilterKey, type FilterValues } from './filter-values';
import classes from './talent-search.module.css';

export type FilterBarProps = {
  applied: FilterValues;
  onOpen: (key: FilterKey) => void;
  onClear: (key: FilterKey) => void;
  onReset: () => void;
};

/** One chip per filter: it opens the filter's modal and shows the applied value in short form. */
export function FilterBar({ applied, onOpen, onClear, onReset }: FilterBarProps) {
  const t = useT();
  const lang = useLang();
  return (
    <Group gap="xs" role="group" aria-label={t('talent_search.filters_label')}>
      {FILTER_KEYS.map((key) => {
        const name = t(`talent_search.filters.${key}`);
        const summary = summariseFilter(applied, key, t, lang);
        return (
          <div key={key} className={classes.chip} data-active={summary !== null || undefined}>
            <Button
              variant="subtle"
              color={summary ? 'brand' : 'gray'}
              c={summary ? 'brand.9' : 'dark.7'}
              radius="xl"
              size="sm"
              className={classes.chipButton}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-haspopup="dialog"
              aria-label={summary ? t('talent_search.chip_label', { filter: name, value: summary }) : undefined}
              onClick={() => onOpen(key)}
            >
              <span className={classes.chipText}>{summary ?? name}</span>
            </Button>
            {summary ? (
              <CloseButton size="sm" radius="xl" mr={4} aria-label={t('talent_search.clear_filter', { filter: name })} onClick={() => onClear(key)} />
            ) : null}
          </div>
        );
      })}
      {hasAnyFilter(applied) ? (
        <Button variant="subtle" color="gray" c="dark.5" size="sm" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onReset}>
          {t('talent_search.reset_all')}
        </Button>
      ) : null}
    </Group>
  );
}
