import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useBlocker, useNavigate } from 'react-router';
import {
  PAGES,
  EDUCATION_REQUIREMENTS,
  EMPLOYMENT_TYPES,
  POSTING_ADDRESS_MAX,
  POSTING_EXPERIENCE_YEARS,
  POSTING_HEADCOUNT_MAX,
  POSTING_OCCUPATION2_MAX,
  POSTING_SALARY_RANGE,
  POSTING_TITLE_MAX,
  WORK_REGIONS,
  isKoreanProvince,
  koreanToday,
  pagePath,
  type PostingDetail,
  type PostingFields,
} from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { handleApiError } from '../../../lib/api';
import { FormModal } from '../../../components/form-modal';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSavePosting } from '../api/postings';
import { KindRangeField, toNumber } from './kind-range-field';
import { emptyPosting, fieldsOf, useOccupationOptions } from './posting-values';
import { SalaryPreview } from './salary-preview';
import { ProcessStepsField } from './process-steps-field';
import { POSTING_SERVER_FIELDS, validatePosting, type SaveAs } from './validation';
import { showServerError } from '../../../lib/contract-form';
import { MultiSelect, Select } from '../../../components/select';

// The editor (tiptap, ProseMirror) is most of the form's weight: the rest of the form shows while it loads.
const RichTextField = lazy(() => import('./rich-text-field').then((m) => ({ default: m.RichTextField })));

type Props = {
  /** The posting being edited; none for a new one. */
  posting?: PostingDetail;
};

/** The posting form (spec §2 /job/postings/new and /{id}/edit): draft or review, validated as the server does. */
export function PostingForm({ posting }: Props) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const save = useSavePosting();
  const options = useOccupationOptions();
  const leaving = useRef(false);
  const [pendingAs, setPendingAs] = useState<SaveAs | null>(null);
  const form = useForm<PostingFields>({ mode: 'controlled', initialValues: posting ? fieldsOf(posting) : emptyPosting() });
  const values = form.getValues();
  const dirty = form.isDirty();
  const status = posting?.status ?? 'draft';

  // Leaving with unsaved changes asks first: in-app navigation (the blocker) and closing the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const submit = (saveAs: SaveAs) => {
    const current = form.getValues();
    const errors = validatePosting(current, saveAs, t);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      const first = Object.keys(errors)[0];
      notifyError(t('recruitment.form.fix_errors'));
      if (first) document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
      return;
    }
    setPendingAs(saveAs);
    save.mutate(
      { id: posting?.id ?? null, body: { save_as: saveAs, posting: current } },
      {
        onSuccess: (response) => {
          const saved = response.data.posting;
          notifySuccess(
            t(saveAs === 'draft' ? 'recruitment.form.saved_draft' : status === 'open' ? 'recruitment.form.saved' : 'recruitment.form.saved_review'),
          );
          form.setInitialValues(fieldsOf(saved));
          form.setValues(fieldsOf(saved));
          form.resetDirty(fieldsOf(saved));
          if (!posting) {
            leaving.current = true;
            void navigate(pagePath(PAGES.editPosting, { id: saved.id }), { replace: true });
          }
        },
        onError: (error) => {
          if (!showServerError(form, error, POSTING_SERVER_FIELDS)) handleApiError(error, { kind: 'mutation' });
        },
        onSettled: () => setPendingAs(null),
      },
    );
  };

  const salaryKind = values.salary_kind;
  const saving = save.isPending;
  const level2 = options.level2(values.occupation1_id);

  return (
    <>
      <form
        noValidate
        // Enter in a field saves nothing: the two buttons say which save is meant.
        onSubmit={(event) => event.preventDefault()}
        aria-label={t(posting ? 'recruitment.form.edit_title' : 'recruitment.form.new_title')}
      >
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('recruitment.form.section_basic')}
              </Title>
              <TextInput
                label={t('recruitment.form.title')}
                placeholder={t('recruitment.form.title_placeholder')}
                required
                maxLength={POSTING_TITLE_MAX}
                rightSectionWidth={72}
                rightSection={
                  <Text fz="xs" c="dark.4" aria-live="off">
                    {values.title.length}/{POSTING_TITLE_MAX}
                  </Text>
                }
                {...form.getInputProps('title')}
                data-path="title"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('recruitment.form.occupation1')}
                  placeholder={t('recruitment.form.select')}
                  required
                  searchable
                  data={options.level1}
                  value={values.occupation1_id === null ? null : String(values.occupation1_id)}
                  onChange={(value) => {
                    form.setFieldValue('occupation1_id', value === null ? null : Number(value));
                    form.setFieldValue('occupation2_ids', []);
                  }}
                  error={form.errors.occupation1_id}
                  data-path="occupation1_id"
                  nothingFoundMessage={t('recruitment.list.occupation_none')}
                />
                <MultiSelect
                  label={t('recruitment.form.occupation2', { max: POSTING_OCCUPATION2_MAX })}
                  placeholder={values.occupation2_ids.length === 0 ? t('recruitment.form.select') : undefined}
                  required
                  searchable
                  disabled={values.occupation1_id === null && level2.length === 0}
                  data={level2}
                  maxValues={POSTING_OCCUPATION2_MAX}
                  value={values.occupation2_ids.map(String)}
                  onChange={(ids) => form.setFieldValue('occupation2_ids', ids.map(Number))}
                  error={form.errors.occupation2_ids}
                  data-path="occupation2_ids"
                  nothingFoundMessage={t('recruitment.list.occupation_none')}
                />
              </SimpleGrid>
              <KindRangeField
                form={form}
                label={t('recruitment.form.experience')}
                kindField="experience_kind"
                kinds={(['newcomer', 'experienced', 'any'] as const).map((value) => ({ value, label: t(`recruitment.experience.${value}`) }))}
                rangeKind="experienced"
                ends={[
                  { field: 'experience_min_years', label: t('recruitment.form.experience_min') },
                  { field: 'experience_max_years', label: t('recruitment.form.experience_max') },
                ]}
                input={{ w: 110, min: POSTING_EXPERIENCE_YEARS.min, max: POSTING_EXPERIENCE_YEARS.max, suffix: t('recruitment.form.years_suffix') }}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('recruitment.form.education')}
                  placeholder={t('recruitment.form.select')}
                  required
                  data={EDUCATION_REQUIREMENTS.map((value) => ({ value, label: t(`recruitment.education.${value}`) }))}
                  {...form.getInputProps('education')}
                  data-path="education"
                />
                <Select
                  label={t('recruitment.form.employment_type')}
                  placeholder={t('recruitment.form.select')}
                  required
                  data={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`recruitment.employment.${value}`) }))}
                  {...form.getInputProps('employment_type')}
                  data-path="employment_type"
                />
                <Select
                  label={t('recruitment.form.work_region')}
                  placeholder={t('recruitment.form.select')}
                  required
                  searchable
                  data={WORK_REGIONS.map((value) => ({
                    value,
                    label: isKoreanProvince(value) ? t(`provinces.${value}`) : t(`recruitment.region.${value}`),
                  }))}
                  {...form.getInputProps('work_region')}
                  data-path="work_region"
                />
                <TextInput
                  label={t('recruitment.form.work_address')}
                  placeholder={t('recruitment.form.work_address_placeholder')}
                  maxLength={POSTING_ADDRESS_MAX}
                  {...form.getInputProps('work_address')}
                  data-path="work_address"
                />
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('recruitment.form.section_conditions')}
              </Title>
              <KindRangeField
                form={form}
                label={t('recruitment.form.salary')}
                kindField="salary_kind"
                kinds={[
                  { value: 'range', label: t('recruitment.form.salary_kind_range') },
                  { value: 'company_policy', label: t('recruitment.form.salary_kind_policy') },
                ]}
                rangeKind="range"
                ends={[
                  { field: 'salary_min', label: t('recruitment.form.salary_min') },
                  { field: 'salary_max', label: t('recruitment.form.salary_max') },
                ]}
                input={{
                  w: 170,
                  min: POSTING_SALARY_RANGE.min,
                  max: POSTING_SALARY_RANGE.max,
                  step: 500,
                  thousandSeparator: ',',
                  suffix: t('recruitment.form.manwon_suffix'),
                }}
                below={
                  salaryKind === 'range' ? (
                    <SalaryPreview min={values.salary_min} max={values.salary_max} />
                  ) : salaryKind === 'company_policy' ? (
                    <Text fz="sm" c="dark.5">
                      {t('recruitment.form.salary_policy_hint')}
                    </Text>
                  ) : null
                }
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Stack gap={6}>
                  <DatePickerInput
                    label={t('recruitment.form.closes_on')}
                    placeholder={t('recruitment.form.closes_on_placeholder')}
                    required={!values.always_open}
                    disabled={values.always_open}
                    locale={lang}
                    valueFormat="YYYY.MM.DD"
                    firstDayOfWeek={lang === 'ko' ? 0 : 1}
                    monthLabelFormat={lang === 'ko' ? 'YYYY년 M월' : 'MMMM YYYY'}
                    ariaLabels={{
                      nextMonth: t('recruitment.form.calendar_next'),
                      previousMonth: t('recruitment.form.calendar_previous'),
                      monthLevelControl: t('recruitment.form.calendar_level'),
                    }}
                    minDate={koreanToday()}
                    clearable
                    value={values.closes_on}
                    onChange={(value) => form.setFieldValue('closes_on', value || null)}
                    error={form.errors.closes_on}
                    data-path="closes_on"
                  />
                  <Checkbox
                    label={t('recruitment.form.always_open')}
                    checked={values.always_open}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      form.setFieldValue('always_open', checked);
                      if (checked) form.setFieldValue('closes_on', null);
                    }}
                  />
                </Stack>
                <NumberInput
                  label={t('recruitment.form.headcount')}
                  description={t('recruitment.form.headcount_hint')}
                  min={0}
                  max={POSTING_HEADCOUNT_MAX}
                  allowDecimal={false}
                  suffix={t('recruitment.form.people_suffix')}
                  value={values.headcount ?? 0}
                  onChange={(value) => {
                    const n = toNumber(value);
                    form.setFieldValue('headcount', n === null || n <= 0 ? null : n);
                  }}
                  error={form.errors.headcount}
                  data-path="headcount"
                />
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('recruitment.form.section_details')}
              </Title>
              <Suspense fallback={<Skeleton h={420} radius="md" aria-label={t('recruitment.common.loading')} />}>
                <RichTextField
                  label={t('recruitment.form.description')}
                  required
                  value={values.description_html}
                  onChange={(html) => form.setFieldValue('description_html', html)}
                  error={form.errors.description_html as string | undefined}
                />
                <RichTextField
                  label={t('recruitment.form.qualifications')}
                  required
                  value={values.qualifications_html}
                  onChange={(html) => form.setFieldValue('qualifications_html', html)}
                  error={form.errors.qualifications_html as string | undefined}
                />
              </Suspense>
              <ProcessStepsField
                steps={values.process_steps}
                onChange={(steps) => form.setFieldValue('process_steps', steps)}
                errorOf={(index) => form.errors[`process_steps.${index}`] as string | undefined}
                error={form.errors.process_steps as string | undefined}
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="md" pos="sticky" bottom={0} style={{ zIndex: 5 }} shadow="sm">
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="dark.4">
                {dirty ? t('recruitment.form.unsaved') : posting ? t('recruitment.form.all_saved') : t('recruitment.form.draft_hint')}
              </Text>
              <Group gap="sm">
                {status === 'open' ? (
                  <Button onClick={() => submit('review')} loading={pendingAs === 'review'} disabled={saving}>
                    {t('recruitment.form.save')}
                  </Button>
                ) : (
                  <>
                    <Button variant="default" onClick={() => submit('draft')} loading={pendingAs === 'draft'} disabled={saving}>
                      {t('recruitment.form.save_draft')}
                    </Button>
                    <Button onClick={() => submit('review')} loading={pendingAs === 'review'} disabled={saving}>
                      {t('recruitment.form.submit_review')}
                    </Button>
                  </>
                )}
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
      <FormModal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('recruitment.form.leave_title')}
        size="sm"
        onSubmit={() => blocker.proceed?.()}
        submitLabel={t('recruitment.form.leave_confirm')}
        cancelLabel={t('recruitment.form.leave_stay')}
        submitColor="red"
        autoFocus="cancel"
      >
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t('recruitment.form.leave_detail')}
        </Alert>
      </FormModal>
    </>
  );
}
