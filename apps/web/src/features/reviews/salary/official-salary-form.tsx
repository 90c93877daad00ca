import { Modal } from '../../../components/modal';
import { FormActions } from '../../../components/form-actions';
import { useState } from 'react';
import { Alert, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { OFFICIAL_SALARY_NOTE_MAX, SALARY_AMOUNT_RANGE, type EndpointResult, type OfficialSalary } from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { apiErrorMessage, isApiError } from '../../../lib/api';
import { formatManwon, formatNumber } from '../../../lib/format';
import { useSaveOfficialSalary } from '../api/salaries';
import { notifySuccess } from '../../../lib/notify';
import { BrandServiceLink } from '../reply/branding-notice';
import { Select } from '../../../components/select';

type Occupation = EndpointResult<'salaries.list'>['data']['occupations'][number];

type Draft = { occupation1: string | null; occupation2: string | null; year: string | null; amount: number | ''; note: string };
type DraftErrors = Partial<Record<'occupation' | 'year' | 'amount' | 'note', string>>;

function draftOf(official: OfficialSalary | null, occupations: Occupation[]): Draft {
  if (!official) return { occupation1: null, occupation2: null, year: null, amount: '', note: '' };
  const occupation = occupations.find((o) => o.id === official.occupation.id);
  const isLevel2 = occupation?.level === 2 && occupation.parent_id !== null;
  return {
    occupation1: String(isLevel2 ? occupation.parent_id : official.occupation.id),
    occupation2: isLevel2 ? String(official.occupation.id) : null,
    year: String(official.year),
    amount: official.amount,
    note: official.note ?? '',
  };
}

export type OfficialSalaryFormProps = {
  /** null adds a new one; an official salary edits its amount and note. */
  editing: OfficialSalary | null;
  opened: boolean;
  occupations: Occupation[];
  years: number[];
  onClose: () => void;
};

function FormBody({ editing, occupations, years, onClose }: Omit<OfficialSalaryFormProps, 'opened'>) {
  const t = useT();
  const lang = useLang();
  const save = useSaveOfficialSalary();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing, occupations));
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const isEdit = editing !== null;
  const refusal = isApiError(save.error) && !save.isPending ? save.error : null;

  const level1 = occupations.filter((o) => o.level === 1).map((o) => ({ value: String(o.id), label: o.name }));
  const level2 = occupations
    .filter((o) => o.level === 2 && draft.occupation1 !== null && String(o.parent_id) === draft.occupation1)
    .map((o) => ({ value: String(o.id), label: o.name }));

  const submit = () => {
    const next: DraftErrors = {};
    const occupationId = Number(draft.occupation2 ?? draft.occupation1);
    if (!draft.occupation1) next.occupation = t('reviews.official.occupation_required');
    if (!draft.year) next.year = t('reviews.official.year_required');
    if (draft.amount === '' || draft.amount < SALARY_AMOUNT_RANGE.min || draft.amount > SALARY_AMOUNT_RANGE.max)
      next.amount = t('reviews.official.amount_range', { min: formatNumber(SALARY_AMOUNT_RANGE.min), max: formatNumber(SALARY_AMOUNT_RANGE.max) });
    if (draft.note.trim().length > OFFICIAL_SALARY_NOTE_MAX) next.note = t('reviews.official.note_too_long', { max: OFFICIAL_SALARY_NOTE_MAX });
    setErrors(next);
    if (Object.keys(next).length > 0 || draft.amount === '') return;
    save.mutate(
      { occupation_id: occupationId, year: Number(draft.year), amount: draft.amount, note: draft.note.trim() || null },
      {
        onSuccess: () => {
          notifySuccess(t('reviews.official.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <Select
            label={t('reviews.official.occupation1')}
            placeholder={t('reviews.official.occupation_placeholder')}
            data={level1}
            value={draft.occupation1}
            onChange={(value) => set({ occupation1: value, occupation2: null })}
            searchable
            required
            disabled={isEdit}
            error={errors.occupation}
          />
          <Select
            label={t('reviews.official.occupation2')}
            placeholder={t('reviews.official.occupation_placeholder')}
            description={t('reviews.official.occupation2_hint')}
            data={level2}
            value={draft.occupation2}
            onChange={(value) => set({ occupation2: value })}
            searchable
            clearable
            disabled={isEdit || level2.length === 0}
          />
        </Group>
        <Select
          label={t('reviews.official.year')}
          data={years.map((year) => ({ value: String(year), label: t('reviews.salary.year_value', { year }) }))}
          value={draft.year}
          onChange={(value) => set({ year: value })}
          required
          disabled={isEdit}
          error={errors.year}
          w={180}
        />
        {isEdit ? (
          <Text fz="xs" c="dark.4">
            {t('reviews.official.edit_locked')}
          </Text>
        ) : null}
        <NumberInput
          label={t('reviews.official.amount_field')}
          description={t('reviews.official.amount_hint', { min: formatNumber(SALARY_AMOUNT_RANGE.min), max: formatNumber(SALARY_AMOUNT_RANGE.max) })}
          value={draft.amount}
          onChange={(value) => set({ amount: typeof value === 'number' ? value : value === '' ? '' : Number(value) })}
          min={SALARY_AMOUNT_RANGE.min}
          max={SALARY_AMOUNT_RANGE.max}
          step={100}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          required
          error={errors.amount}
          rightSection={<Text fz="xs">{lang === 'ko' ? '만원' : '×10k'}</Text>}
          rightSectionWidth={48}
        />
        {draft.amount !== '' && draft.amount > 0 ? (
          <Text fz="sm" c="brand.8" fw={600} aria-live="polite">
            {formatManwon(draft.amount, lang)}
          </Text>
        ) : null}
        <TextInput
          label={t('reviews.official.note_field')}
          placeholder={t('reviews.official.note_placeholder')}
          value={draft.note}
          onChange={(event) => set({ note: event.currentTarget.value })}
          error={errors.note}
        />
        {refusal ? (
          <Alert color="red" variant="light" role="alert" title={t('reviews.official.failed')}>
            <Text fz="sm">{apiErrorMessage(refusal)}</Text>
            {refusal.code === 'plan.branding_required' ? <BrandServiceLink /> : null}
          </Alert>
        ) : null}
        <FormActions submitLabel={t('reviews.common.save')} onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}

/** Adds an official salary (occupation level 1 → 2, year, amount in 만원 with its won display, note) or edits one. */
export function OfficialSalaryForm({ opened, editing, ...rest }: OfficialSalaryFormProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={rest.onClose} centered size="lg" title={t(editing ? 'reviews.official.form_edit' : 'reviews.official.form_add')}>
      {opened ? <FormBody key={editing?.id ?? 'new'} editing={editing} {...rest} /> : null}
    </Modal>
  );
}
