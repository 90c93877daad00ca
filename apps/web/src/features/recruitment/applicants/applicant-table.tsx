import { Badge, Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import type { ApplicantRow } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import classes from './applicants.module.css';
import { careerYears } from '../../../lib/labels';
import { educationLevel, STAGE_COLOR } from './labels';
import { HoverTooltip } from '../../../components/hover-tooltip';

export type ApplicantTableProps = {
  applicants: ApplicantRow[];
  /** The all-applicants view names each row's posting. */
  showPosting: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onOpen: (applicant: ApplicantRow) => void;
  stale: boolean;
};

/** The applicants of one page: a row opens the résumé (click or Enter); the checkboxes feed the bulk stage move. */
export function ApplicantTable({ applicants, showPosting, selected, onSelect, onOpen, stale }: ApplicantTableProps) {
  const t = useT();
  const ids = applicants.map((applicant) => applicant.id);
  const selectedHere = ids.filter((id) => selected.has(id)).length;

  return (
    <div className={`${classes.tableWrap} ${classes.stale}`} data-stale={stale || undefined}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label={t('applicants.table.label')} miw={showPosting ? 900 : 780}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('applicants.table.select_all')}
                checked={selectedHere > 0 && selectedHere === ids.length}
                indeterminate={selectedHere > 0 && selectedHere < ids.length}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('applicants.table.name')}</Table.Th>
            <Table.Th className={classes.nowrap}>{t('applicants.table.birth_year')}</Table.Th>
            <Table.Th className={classes.nowrap}>{t('applicants.table.gender')}</Table.Th>
            <Table.Th className={classes.nowrap}>{t('applicants.table.experience')}</Table.Th>
            <Table.Th>{t('applicants.table.occupation')}</Table.Th>
            <Table.Th className={classes.nowrap}>{t('applicants.table.education')}</Table.Th>
            {showPosting ? <Table.Th>{t('applicants.table.posting')}</Table.Th> : null}
            <Table.Th className={classes.nowrap}>{t('applicants.table.stage')}</Table.Th>
            <Table.Th w={32}>
              <VisuallyHidden>{t('applicants.table.note')}</VisuallyHidden>
            </Table.Th>
            <Table.Th className={classes.nowrap}>{t('applicants.table.applied_at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applicants.map((applicant) => {
            const isSelected = selected.has(applicant.id);
            return (
              <Table.Tr
                key={applicant.id}
                className={classes.row}
                data-selected={isSelected || undefined}
                tabIndex={0}
                aria-label={t('applicants.table.open_resume', { name: applicant.name })}
                data-testid={`applicant-${applicant.id}`}
                onClick={() => onOpen(applicant)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && event.target === event.currentTarget) {
                    event.preventDefault();
                    onOpen(applicant);
                  }
                }}
              >
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={t('applicants.table.select_one', { name: applicant.name })}
                    checked={isSelected}
                    onChange={(event) => onSelect([applicant.id], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <span className={classes.name}>
                    {applicant.opened ? null : (
                      <span
                        className={classes.unreadDot}
                        role="img"
                        aria-label={t('applicants.table.not_opened')}
                        title={t('applicants.table.not_opened')}
                      />
                    )}
                    <span className={classes.nameText} data-unread={!applicant.opened || undefined}>
                      {applicant.name}
                    </span>
                  </span>
                </Table.Td>
                <Table.Td className={classes.nowrap}>{t('applicants.table.born', { year: applicant.birth_year })}</Table.Td>
                <Table.Td className={classes.nowrap}>{t(`talent_search.genders.${applicant.gender}`)}</Table.Td>
                <Table.Td className={classes.nowrap}>{careerYears(applicant.years_of_experience, t)}</Table.Td>
                <Table.Td>
                  <p className={classes.occupationCell} title={applicant.occupation_name}>
                    {applicant.occupation_name}
                  </p>
                </Table.Td>
                <Table.Td className={classes.nowrap}>{educationLevel(applicant.education_level, t)}</Table.Td>
                {showPosting ? (
                  <Table.Td>
                    <p className={classes.postingCell} title={applicant.job_posting.title}>
                      {applicant.job_posting.title}
                    </p>
                  </Table.Td>
                ) : null}
                <Table.Td className={classes.nowrap}>
                  <Badge variant="light" color={STAGE_COLOR[applicant.stage]} tt="none" fw={600}>
                    {t(`applicants.stages.${applicant.stage}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {applicant.has_note ? (
                    <HoverTooltip label={t('applicants.table.has_note')} withArrow>
                      <IconNote size={18} color="var(--mantine-color-yellow-7)" role="img" aria-label={t('applicants.table.has_note')} />
                    </HoverTooltip>
                  ) : null}
                </Table.Td>
                <Table.Td className={`${classes.nowrap} ${classes.appliedOn}`}>{formatDate(applicant.applied_at)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
