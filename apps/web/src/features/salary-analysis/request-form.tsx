import { useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Grid, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconTicket } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { COMPANY_SIZES, PAGES, SALARY_ANALYSIS, SALARY_ANALYSIS_STATUS } from '@partners/contract';
import { useLang, useT } from '../../i18n';
import { handleApiError, isApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { AmountInput } from './amount-input';
import { useCreateSalaryAnalysis, type SalaryAnalysisFormData } from './api';
import { showServerError } from '../../lib/contract-form';
import { initialValues, REQUEST_FORM_FIELDS, REQUEST_SERVER_FIELDS, toCreateBody, validateRequest, type RequestFormValues } from './form-values';
import { SALARY_ANALYSIS_LIST_PATH, type SubmitNotice } from './paths';
import { PreviousCompanyInput } from './previous-company-input';
import { TaxonomySelect, type TaxonomyGroup } from './taxonomy-select';
import { Select } from '../../components/select';

/** A group of fields under its legend (position, the candidate's salaries, the company), on a grid. */
function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} fz="md" component="legend" mb="xs">
        {legend}
      </Title>
      <Grid gap="md">{children}</Grid>
    </Stack>
  );
}

export type RequestFormProps = { form: SalaryAnalysisFormData };

function NoTickets({ role }: { role: 'alert' | 'status' }) {
  const t = useT();
  return (
    <Alert variant="light" color="orange" icon={<IconTicket size={18} aria-hidden />} title={t('salaryAnalysis.form.no_tickets_title')} role={role}>
      <Stack gap={6} align="flex-start">
        <Text fz="sm">{t('salaryAnalysis.form.no_tickets_body')}</Text>
        <Anchor component={Link} to={PAGES.paymentManagement.path} fz="sm" fw={600}>
          {t('salaryAnalysis.form.go_payment')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * Spec §3 form: the position, the candidate's salaries and the company's; amounts in 만원 read in 만/억/조,
 * checked against the contract's limits, the server's refusals on their field. One idempotency key per
 * form, so a double submit is one request and one ticket (decision 0024).
 */
export function RequestForm({ form: data }: RequestFormProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreateSalaryAnalysis();
  const [idempotencyKey] = useState(() => crypto.randomUUID().replaceAll('-', ''));
  const sending = useRef(false);
  const form = useForm<RequestFormValues>({
    mode: 'controlled',
    initialValues: initialValues(data.defaults),
    validate: (values) => validateRequest(values, t, lang),
  });
  const noTickets = create.isError && isApiError(create.error) && create.error.code === 'salary_analysis.no_tickets';
  const { values } = form;

  const handleSubmit = (submitted: RequestFormValues) => {
    // A second click before the first answer sends nothing; the key would make it the same request anyway.
    if (sending.current) return;
    sending.current = true;
    create.mutate(toCreateBody(submitted, idempotencyKey), {
      onSuccess: ({ data: { analysis } }) => {
        const notice: SubmitNotice = analysis.status === SALARY_ANALYSIS_STATUS.reserved ? 'reserved' : 'requested';
        void navigate(SALARY_ANALYSIS_LIST_PATH, { state: { notice } });
      },
      onError: (error) => {
        sending.current = false;
        if (isApiError(error) && error.code === 'salary_analysis.no_tickets') return;
        if (!showServerError(form, error, REQUEST_SERVER_FIELDS)) handleApiError(error, { kind: 'mutation' });
      },
    });
  };

  const handleInvalid = (errors: Record<string, unknown>) => {
    const first = REQUEST_FORM_FIELDS.find((field) => errors[field]);
    if (first) document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
  };

  const amountProps = (field: 'hopeSalary' | 'preSalary' | 'proposeSalary') => {
    const input = form.getInputProps(field);
    return {
      name: field,
      'data-path': field,
      value: values[field],
      onChange: (value: number | '') => form.setFieldValue(field, value),
      error: input.error as React.ReactNode,
      min: SALARY_ANALYSIS.amount.min,
      max: SALARY_ANALYSIS.amount.max,
      clampBehavior: 'none' as const,
    };
  };

  /** Occupation or industry: level 1 (its change clears level 2) and the optional level 2. */
  const taxonomy = (kind: 'occupation' | 'industry', groups: TaxonomyGroup[]) => {
    const level1 = `${kind}Level1` as const;
    const level2 = `${kind}Level2` as const;
    return (
      <TaxonomySelect
        groups={groups}
        level1={values[level1]}
        level2={values[level2]}
        names={{ level1, level2 }}
        labels={{
          level1: t(`salaryAnalysis.form.${kind}_level1`),
          level2: t(`salaryAnalysis.form.${kind}_level2`),
          all: (name) => t(`salaryAnalysis.form.${kind}_level2_all`, { name }),
        }}
        errors={{ level1: form.errors[level1], level2: form.errors[level2] }}
        onLevel1={(value) => {
          form.setFieldValue(level1, value);
          form.setFieldValue(level2, null);
        }}
        onLevel2={(value) => form.setFieldValue(level2, value)}
      />
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="salary-request-title">
      <form onSubmit={(event) => form.onSubmit(handleSubmit, handleInvalid)(event)} noValidate>
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Title order={2} fz="lg" id="salary-request-title">
              {t('salaryAnalysis.form.title')}
            </Title>
            <Group gap={6} data-testid="ticket-count">
              <IconTicket size={18} aria-hidden />
              <Text fw={700}>{t('salaryAnalysis.form.tickets', { count: formatNumber(data.tickets) })}</Text>
            </Group>
          </Group>
          {data.tickets === 0 && !noTickets ? <NoTickets role="status" /> : null}

          <FormSection legend={t('salaryAnalysis.form.position')}>
            {taxonomy('occupation', data.occupations)}
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                name="experienceYear"
                data-path="experienceYear"
                label={t('salaryAnalysis.form.experience_year')}
                description={t('salaryAnalysis.form.experience_hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                withAsterisk
                min={SALARY_ANALYSIS.experience.min}
                max={SALARY_ANALYSIS.experience.max}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                value={values.experienceYear}
                onChange={(value) => form.setFieldValue('experienceYear', typeof value === 'number' ? value : value === '' ? '' : Number(value))}
                error={form.errors.experienceYear}
              />
            </Grid.Col>
          </FormSection>

          <FormSection legend={t('salaryAnalysis.form.candidate')}>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <AmountInput label={t('salaryAnalysis.form.hope_salary')} withAsterisk {...amountProps('hopeSalary')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <AmountInput label={t('salaryAnalysis.form.pre_salary')} {...amountProps('preSalary')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <PreviousCompanyInput
                value={values.preCompany}
                onChange={(value) => form.setFieldValue('preCompany', value)}
                error={form.errors.preCompany}
                maxLength={SALARY_ANALYSIS.preCompanyNameMax}
              />
            </Grid.Col>
          </FormSection>

          <FormSection legend={t('salaryAnalysis.form.company')}>
            {taxonomy('industry', data.industries)}
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                name="companySize"
                data-path="companySize"
                label={t('salaryAnalysis.form.company_size')}
                withAsterisk
                data={COMPANY_SIZES.map((size) => ({ value: size, label: t(`company_sizes.${size}`) }))}
                value={values.companySize}
                onChange={(value) => form.setFieldValue('companySize', COMPANY_SIZES.find((size) => size === value) ?? null)}
                error={form.errors.companySize}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <AmountInput label={t('salaryAnalysis.form.propose_salary')} {...amountProps('proposeSalary')} />
              <Text fz="xs" c="dark.4" mt={2}>
                {t('salaryAnalysis.form.propose_hint')}
              </Text>
            </Grid.Col>
          </FormSection>

          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
            <Text fz="sm">{t('salaryAnalysis.form.pre_tax_hint')}</Text>
            <Text fz="sm">{t('salaryAnalysis.form.ticket_note')}</Text>
          </Alert>
          {noTickets ? <NoTickets role="alert" /> : null}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={create.isPending}>
              {t('salaryAnalysis.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
