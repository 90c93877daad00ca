/**
 * The request form's values and the client's checks, from the contract's limits (SALARY_ANALYSIS): the
 * same bounds the server applies, so a field error shows before a request is sent.
 */
import { SALARY_ANALYSIS, type CompanySize, type SalaryAnalysisCreateBody } from '@partners/contract';
import type { TFunction } from '../../i18n';
import { formatManwon } from '../../lib/format';
import type { ServerFields } from '../../lib/contract-form';
import type { PreviousCompany } from './previous-company-input';

export type RequestFormValues = {
  occupationLevel1: string | null;
  occupationLevel2: string | null;
  experienceYear: number | '';
  hopeSalary: number | '';
  preSalary: number | '';
  preCompany: PreviousCompany;
  industryLevel1: string | null;
  industryLevel2: string | null;
  companySize: CompanySize | null;
  proposeSalary: number | '';
};

export type RequestFormField = keyof RequestFormValues;

export const REQUEST_FORM_FIELDS: readonly RequestFormField[] = [
  'occupationLevel1',
  'occupationLevel2',
  'experienceYear',
  'hopeSalary',
  'preSalary',
  'preCompany',
  'industryLevel1',
  'industryLevel2',
  'companySize',
  'proposeSalary',
];

export function initialValues(defaults: { occupationLevel1: number; industryLevel1: number }): RequestFormValues {
  return {
    occupationLevel1: String(defaults.occupationLevel1),
    occupationLevel2: null,
    experienceYear: '',
    hopeSalary: '',
    preSalary: '',
    preCompany: { id: null, name: '' },
    industryLevel1: String(defaults.industryLevel1),
    industryLevel2: null,
    companySize: null,
    proposeSalary: '',
  };
}

type Errors = Partial<Record<RequestFormField, string>>;

function checkAmount(value: number | '', required: boolean, t: TFunction, lang: 'ko' | 'en'): string | null {
  if (value === '') return required ? t('salaryAnalysis.form.errors.required') : null;
  const { min, max } = SALARY_ANALYSIS.amount;
  if (!Number.isInteger(value) || value < min || value > max)
    return t('salaryAnalysis.form.errors.amount_range', { min: formatManwon(min, lang), max: formatManwon(max, lang) });
  return null;
}

/** The field errors of `values` (none: it can be sent). */
export function validateRequest(values: RequestFormValues, t: TFunction, lang: 'ko' | 'en'): Errors {
  const errors: Errors = {};
  const required = t('salaryAnalysis.form.errors.required');
  if (values.occupationLevel1 === null) errors.occupationLevel1 = required;
  if (values.industryLevel1 === null) errors.industryLevel1 = required;
  if (values.companySize === null) errors.companySize = required;
  const { min, max } = SALARY_ANALYSIS.experience;
  if (values.experienceYear === '') errors.experienceYear = required;
  else if (!Number.isInteger(values.experienceYear) || values.experienceYear < min || values.experienceYear > max)
    errors.experienceYear = t('salaryAnalysis.form.errors.experience_range', { min, max });
  const amounts = [
    ['hopeSalary', true],
    ['preSalary', false],
    ['proposeSalary', false],
  ] as const;
  for (const [field, isRequired] of amounts) {
    const error = checkAmount(values[field], isRequired, t, lang);
    if (error) errors[field] = error;
  }
  if (values.preCompany.name.trim().length > SALARY_ANALYSIS.preCompanyNameMax)
    errors.preCompany = t('salaryAnalysis.form.errors.name_too_long', { max: SALARY_ANALYSIS.preCompanyNameMax });
  return errors;
}

const idOf = (value: string | null) => (value === null ? null : Number(value));
const amountOf = (value: number | '') => (value === '' ? null : value);

function present<T>(value: T | null): T {
  if (value === null) throw new Error('toCreateBody: validate the form first');
  return value;
}

/** The body the contract takes; call only with values `validateRequest` passed. */
export function toCreateBody(values: RequestFormValues, idempotencyKey: string): SalaryAnalysisCreateBody {
  const preCompanyName = values.preCompany.name.trim();
  return {
    occupationLevel1: Number(values.occupationLevel1),
    occupationLevel2: idOf(values.occupationLevel2),
    experienceYear: Number(values.experienceYear),
    hopeSalary: Number(values.hopeSalary),
    preSalary: amountOf(values.preSalary),
    preCompany: preCompanyName === '' ? null : { id: values.preCompany.id, name: preCompanyName },
    industryLevel1: Number(values.industryLevel1),
    industryLevel2: idOf(values.industryLevel2),
    companySize: present(values.companySize),
    proposeSalary: amountOf(values.proposeSalary),
    idempotency_key: idempotencyKey,
  };
}

/** Where a server refusal belongs: its `field` (`body.hopeSalary`, `body.preCompany.name`) or its code. */
export const REQUEST_SERVER_FIELDS: ServerFields<RequestFormField> = {
  fields: REQUEST_FORM_FIELDS,
  firstSegment: true,
  codes: { 'salary_analysis.occupation_unknown': 'occupationLevel1', 'salary_analysis.industry_unknown': 'industryLevel1' },
};
