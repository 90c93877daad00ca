import { useId } from 'react';
import { Button, Checkbox, EmptyState, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import type { TalentSearchResult } from '@partners/contract';
import { useT } from '../../../i18n';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { useRevealed } from '../../../lib/use-revealed';
import { ResultCard } from './result-card';
import classes from './talent-search.module.css';

export type ResultListProps = {
  /** undefined until the first page arrives. */
  results: TalentSearchResult[] | undefined;
  /** The previous page stays on screen while the next loads. */
  isStale: boolean;
  /** The first page failed (the global error rules already told the user why). */
  isError: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  /** Results can be picked (to add them to a project): a checkbox beside each card. */
  selection?: ResultSelection;
};

export type ResultSelection = {
  selected: readonly string[];
  onToggle: (enc: string, checked: boolean) => void;
};

const SKELETON_ROWS = Array.from({ length: 5 }, (_, i) => i);
/** A desktop's first screen holds four or five results, a phone's two or three. */
const FIRST_CARDS = 5;

export function ResultList({ results: latest, isStale: latestIsStale, isError, onRetry, onClearFilters, selection }: ResultListProps) {
  const t = useT();
  const headingId = useId();
  // The cards render as a transition (useDeferredData): the page before stays, marked stale, meanwhile.
  const rendered = useDeferredData(latest);
  const results = rendered.data;
  const isStale = latestIsStale || rendered.stale;
  // A screen's worth of cards in the first commit, the rest in the tasks after it.
  const shown = useRevealed(results, FIRST_CARDS);
  if (!results && isError) {
    return (
      <Paper withBorder radius="md" py="xl">
        <EmptyState title={t('talent_search.load_failed')}>
          <EmptyState.Actions>
            <Button variant="light" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }
  if (!results) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('app.loading')}>
        {SKELETON_ROWS.map((row) => (
          <Paper key={row} withBorder radius="md" p="lg">
            <Skeleton h={18} w="60%" />
            <Skeleton h={12} w="45%" mt="sm" />
            <Skeleton h={12} w="70%" mt="xs" />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (results.length === 0) {
    return (
      <Paper withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconUserSearch size={28} aria-hidden />}
          withIndicatorBackground
          title={t('talent_search.empty_title')}
          description={t('talent_search.empty_body')}
        >
          <EmptyState.Actions>
            <Button variant="light" onClick={onClearFilters}>
              {t('talent_search.empty_action')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }
  // The list's heading (검색 결과) orders the page's outline: the page's h1, this h2, each result's h3.
  return (
    <>
      <VisuallyHidden component="h2" id={headingId}>
        {t('talent_search.results_label')}
      </VisuallyHidden>
      <ol className={classes.results} aria-labelledby={headingId} aria-busy={isStale || undefined} data-stale={isStale || undefined}>
        {(shown ?? results).map((result) => (
          <li key={result.enc} className={selection ? classes.selectable : undefined}>
            {selection ? (
              <Checkbox
                className={classes.selectBox}
                aria-label={t('talent_search.selection.select_one', { headline: result.headline })}
                checked={selection.selected.includes(result.enc)}
                onChange={(event) => selection.onToggle(result.enc, event.currentTarget.checked)}
              />
            ) : null}
            <ResultCard result={result} />
          </li>
        ))}
      </ol>
    </>
  );
}
