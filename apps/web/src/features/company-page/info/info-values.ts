import { COMPANY_FOUNDED_MIN_YEAR, companyInfoBody, type CompanyInfo, type CompanyInfoBody, type CompanySize } from '@partners/contract';
import type { TFunction } from '../../../i18n';

/** The form's values: selects hold strings, an empty year is ''. */
export type InfoValues = {
  name: string;
  industry1: string | null;
  industry_id: string | null;
  size: CompanySize;
  founded_year: number | '';
  representative: string;
  address: string;
  homepage: string;
  introduction: string;
  benefit_tags: string[];
};

export const INFO_FIELDS = [
  'name',
  'industry_id',
  'size',
  'founded_year',
  'representative',
  'address',
  'homepage',
  'introduction',
  'benefit_tags',
] as const;

export function valuesOf(company: CompanyInfo): InfoValues {
  return {
    name: company.name,
    industry1: company.industry.level1 ? String(company.industry.level1.id) : null,
    industry_id: String(company.industry.level2.id),
    size: company.size,
    founded_year: company.founded_year ?? '',
    representative: company.representative ?? '',
    address: company.address ?? '',
    homepage: company.homepage ?? '',
    introduction: company.introduction ?? '',
    benefit_tags: company.benefit_tags,
  };
}

export function bodyOf(values: InfoValues): CompanyInfoBody {
  return {
    name: values.name,
    industry_id: values.industry_id ? Number(values.industry_id) : 0,
    size: values.size,
    founded_year: values.founded_year === '' ? null : values.founded_year,
    representative: values.representative,
    address: values.address,
    homepage: values.homepage,
    introduction: values.introduction,
    benefit_tags: values.benefit_tags,
  };
}

/** The contract's schema, client-side: each issue as the message of its field (`benefit_tags` for a tag's). */
export function validateInfo(values: InfoValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = companyInfoBody.safeParse(bodyOf(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field in errors) continue;
    let message: string;
    if (field === 'benefit_tags')
      message =
        issue.path.length === 1
          ? t('companyPage.info.errors.tags_max', { max: Number('maximum' in issue ? issue.maximum : 0) })
          : issue.code === 'too_big'
            ? t('companyPage.info.errors.tag_too_long', { max: Number(issue.maximum) })
            : t('companyPage.info.errors.invalid');
    else if (field === 'founded_year') message = t('companyPage.info.errors.year', { min: COMPANY_FOUNDED_MIN_YEAR });
    else if (field === 'homepage' && issue.code === 'custom') message = t('companyPage.info.errors.url');
    else if (issue.code === 'too_small') message = t('companyPage.info.errors.required');
    else if (issue.code === 'too_big') message = t('companyPage.info.errors.too_long', { max: Number(issue.maximum) });
    else message = t('companyPage.info.errors.invalid');
    errors[field] = message;
  }
  return errors;
}

/** A server 400's `field` (`body.homepage`, `benefit_tags.2`) as the form's field, if it is one. */
export function formFieldOf(field: string | undefined): (typeof INFO_FIELDS)[number] | null {
  const name = field?.replace(/^body\./, '').split('.')[0];
  return (INFO_FIELDS as readonly string[]).includes(name ?? '') ? (name as (typeof INFO_FIELDS)[number]) : null;
}
