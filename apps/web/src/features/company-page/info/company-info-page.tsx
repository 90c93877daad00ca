import '../components/company-page-styles';
import { Button, Grid, Group, NumberInput, Paper, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EndpointResult } from '@partners/contract';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_BENEFIT_TAGS_MAX,
  COMPANY_BENEFIT_TAG_MAX,
  COMPANY_FOUNDED_MIN_YEAR,
  COMPANY_HOMEPAGE_MAX,
  COMPANY_INTRODUCTION_MAX,
  COMPANY_NAME_MAX,
  COMPANY_REPRESENTATIVE_MAX,
  COMPANY_SIZES,
} from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { handleApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCompanyInfo, useUpdateCompanyInfo } from '../api';
import { LeaveGuard } from '../components/leave-guard';
import { BlocksSkeleton } from '../components/load-states';
import { FailedPanel } from '../../../components/state-panel';
import { PageHeader } from '../../../components/page-header';
import { CompanyPreview } from './company-preview';
import { bodyOf, INFO_SERVER_FIELDS, validateInfo, valuesOf, type InfoValues } from './info-values';
import { showServerError } from '../../../lib/contract-form';
import { LogoField } from './logo-field';
import { Select } from '../../../components/select';

type InfoData = EndpointResult<'companyInfo.get'>['data'];

function Counter({ count, max }: { count: number; max: number }) {
  const t = useT();
  return (
    <Text fz="xs" c={count > max ? 'red' : 'dark.4'} aria-live="off">
      {t('companyPage.info.counter', { count, max })}
    </Text>
  );
}

function focusField(field: string) {
  document.querySelector<HTMLElement>(`[data-path="${field}"]`)?.focus();
}

/** The form beside its live preview (below it on narrow screens). */
function CompanyInfoForm({ data }: { data: InfoData }) {
  const t = useT();
  const update = useUpdateCompanyInfo();
  const form = useForm<InfoValues>({ mode: 'controlled', initialValues: valuesOf(data.company) });
  const values = form.getValues();
  const dirty = form.isDirty();
  const level1 = data.industries.find((group) => String(group.id) === values.industry1);
  const level2Name = data.industries.flatMap((group) => group.children).find((child) => String(child.id) === values.industry_id)?.name ?? null;

  const submit = () => {
    const errors = validateInfo(values, t);
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      notifyError(t('companyPage.info.fix_errors'));
      focusField(first);
      return;
    }
    update.mutate(bodyOf(values), {
      onSuccess: (response) => {
        const saved = valuesOf(response.data.company);
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
        notifySuccess(t('companyPage.info.saved'));
      },
      onError: (error) => {
        if (!showServerError(form, error, INFO_SERVER_FIELDS)) handleApiError(error, { kind: 'mutation' });
      },
    });
  };

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <form
          noValidate
          aria-label={t('companyPage.info.title')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {t('companyPage.info.section_basic')}
                </Title>
                <TextInput
                  label={t('companyPage.info.name')}
                  required
                  maxLength={COMPANY_NAME_MAX}
                  rightSectionWidth={64}
                  rightSection={<Counter count={values.name.length} max={COMPANY_NAME_MAX} />}
                  {...form.getInputProps('name')}
                  data-path="name"
                />
                <LogoField logo={data.company.logo} name={values.name || data.company.name} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={t('companyPage.info.industry1')}
                    placeholder={t('companyPage.info.select')}
                    required
                    searchable
                    data={data.industries.map((group) => ({ value: String(group.id), label: group.name }))}
                    value={values.industry1}
                    onChange={(value) => {
                      form.setFieldValue('industry1', value);
                      form.setFieldValue('industry_id', null);
                    }}
                    allowDeselect={false}
                  />
                  <Select
                    label={t('companyPage.info.industry2')}
                    placeholder={t('companyPage.info.select')}
                    required
                    searchable
                    disabled={!level1}
                    data={(level1?.children ?? []).map((child) => ({ value: String(child.id), label: child.name }))}
                    {...form.getInputProps('industry_id')}
                    data-path="industry_id"
                  />
                  <Select
                    label={t('companyPage.info.size')}
                    required
                    data={COMPANY_SIZES.map((size) => ({ value: size, label: t(`company_sizes.${size}`) }))}
                    allowDeselect={false}
                    {...form.getInputProps('size')}
                    data-path="size"
                  />
                  <NumberInput
                    label={t('companyPage.info.founded_year')}
                    placeholder={t('companyPage.info.founded_placeholder')}
                    min={COMPANY_FOUNDED_MIN_YEAR}
                    max={new Date().getFullYear()}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator={false}
                    {...form.getInputProps('founded_year')}
                    data-path="founded_year"
                  />
                  <TextInput
                    label={t('companyPage.info.representative')}
                    maxLength={COMPANY_REPRESENTATIVE_MAX}
                    {...form.getInputProps('representative')}
                    data-path="representative"
                  />
                  <TextInput
                    label={t('companyPage.info.homepage')}
                    placeholder={t('companyPage.info.homepage_placeholder')}
                    type="url"
                    maxLength={COMPANY_HOMEPAGE_MAX}
                    {...form.getInputProps('homepage')}
                    data-path="homepage"
                  />
                </SimpleGrid>
                <TextInput
                  label={t('companyPage.info.address')}
                  maxLength={COMPANY_ADDRESS_MAX}
                  {...form.getInputProps('address')}
                  data-path="address"
                />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {t('companyPage.info.section_about')}
                </Title>
                <Stack gap={4}>
                  <Textarea
                    label={t('companyPage.info.introduction')}
                    placeholder={t('companyPage.info.introduction_placeholder')}
                    rows={8}
                    maxLength={COMPANY_INTRODUCTION_MAX}
                    {...form.getInputProps('introduction')}
                    data-path="introduction"
                  />
                  <Group justify="flex-end">
                    <Counter count={values.introduction.length} max={COMPANY_INTRODUCTION_MAX} />
                  </Group>
                </Stack>
                <TagsInput
                  label={t('companyPage.info.benefit_tags')}
                  description={t('companyPage.info.benefit_tags_hint', { max: COMPANY_BENEFIT_TAGS_MAX, length: COMPANY_BENEFIT_TAG_MAX })}
                  placeholder={values.benefit_tags.length < COMPANY_BENEFIT_TAGS_MAX ? t('companyPage.info.benefit_tags_placeholder') : undefined}
                  maxTags={COMPANY_BENEFIT_TAGS_MAX}
                  splitChars={[',']}
                  clearable
                  value={values.benefit_tags}
                  onChange={(tags) => {
                    const tooLong = tags.some((tag) => tag.trim().length > COMPANY_BENEFIT_TAG_MAX);
                    form.setFieldValue(
                      'benefit_tags',
                      tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= COMPANY_BENEFIT_TAG_MAX),
                    );
                    form.setFieldError('benefit_tags', tooLong ? t('companyPage.info.errors.tag_too_long', { max: COMPANY_BENEFIT_TAG_MAX }) : null);
                  }}
                  error={form.errors.benefit_tags}
                  data-path="benefit_tags"
                />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md" pos="sticky" bottom={0} style={{ zIndex: 5 }} shadow="sm">
              <Group justify="space-between" gap="sm">
                <Text fz="sm" c="dark.4" role="status">
                  {dirty ? t('companyPage.info.unsaved') : t('companyPage.info.all_saved')}
                </Text>
                <Button type="submit" loading={update.isPending}>
                  {t('companyPage.info.save')}
                </Button>
              </Group>
            </Paper>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: 'sticky', top: 16 }}>
        <Stack gap="xs">
          <div>
            <Title order={2} fz="lg">
              {t('companyPage.preview.title')}
            </Title>
            <Text fz="sm" c="dark.4">
              {t('companyPage.preview.hint')}
            </Text>
          </div>
          <CompanyPreview company={data.company} values={values} industryName={level2Name} />
        </Stack>
      </Grid.Col>
      <LeaveGuard isDirty={dirty && !update.isPending} />
    </Grid>
  );
}

/** /partners/business_managements/info */
export function CompanyInfoPage() {
  const t = useT();
  usePageTitle('business_info');
  const info = useCompanyInfo();
  return (
    <Stack gap="lg">
      <PageHeader title={t('companyPage.info.title')} description={t('companyPage.info.intro')} />
      {info.isError && !info.data ? (
        <FailedPanel title={t('companyPage.common.failed')} onRetry={() => void info.refetch()} />
      ) : !info.data ? (
        <BlocksSkeleton heights={[320, 240]} />
      ) : (
        <CompanyInfoForm key={info.data.company.id} data={info.data} />
      )}
    </Stack>
  );
}
