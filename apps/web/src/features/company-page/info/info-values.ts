import { COMPANY_FOUNDED_MIN_YEAR, companyInfoBody, type CompanyInfo, type CompanyInfoBody, type CompanySize } from '@partners/contract';
import type { TFunction } from '../../../i18n';
import { schemaErrors, type ServerFields } from '../../../lib/contract-form';

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
  return schemaErrors(
    companyInfoBody,
    bodyOf(values),
    (issue, field) => {
      if (field === 'benefit_tags')
        return issue.path.length === 1
          ? t('companyPage.info.errors.tags_max', { max: Number('maximum' in issue ? issue.maximum : 0) })
          : issue.code === 'too_big'
            ? t('companyPage.info.errors.tag_too_long', { max: Number(issue.maximum) })
            : t('companyPage.info.errors.invalid');
      if (field === 'founded_year') return t('companyPage.info.errors.year', { min: COMPANY_FOUNDED_MIN_YEAR });
      if (field === 'homepage' && issue.code === 'custom') return t('companyPage.info.errors.url');
      if (issue.code === 'too_small') return t('companyPage.info.errors.required');
      if (issue.code === 'too_big') return t('companyPage.info.errors.too_long', { max: Number(issue.maximum) });
      return t('companyPage.info.errors.invalid');
    },
    { firstSegment: true },
  ).errors;
}

/** A server 400's `field` (`body.homepage`, `benefit_tags.2`) is the form's field; an unknown industry is the industry's. */
export const INFO_SERVER_FIELDS: ServerFields<(typeof INFO_FIELDS)[number]> = {
  fields: INFO_FIELDS,
  firstSegment: true,
  codes: { 'company_info.industry_unknown': 'industry_id' },
};
