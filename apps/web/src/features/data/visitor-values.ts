import {
  isKoreanProvince,
  VISITOR_EDUCATIONS,
  VISITOR_GENDERS,
  VISITOR_YEARS_BANDS,
  type VisitorDetailRow,
  type VisitorDimension,
} from '@partners/contract';
import type { TFunction } from '../../i18n';

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

function yearsLabel(t: TFunction, band: string | undefined): string {
  return isOneOf(VISITOR_YEARS_BANDS, band) ? t(`data.visitors.values.years.${band}`) : (band ?? '');
}

/** The words of a detail row's value (`30:female` → 30대 여성, `seoul` → 서울, `11600:4-6` → 개발 · 4~6년). */
export function visitorValueLabel(t: TFunction, dimension: VisitorDimension, row: Pick<VisitorDetailRow, 'key' | 'label'>): string {
  const { key, label } = row;
  switch (dimension) {
    case 'age_gender': {
      const [age, gender] = key.split(':');
      if (!isOneOf(VISITOR_GENDERS, gender)) return key;
      return t('data.visitors.values.age_gender', { age: age ?? '', gender: t(`data.visitors.values.genders.${gender}`) });
    }
    case 'city':
      if (isKoreanProvince(key)) return t(`provinces.${key}`);
      return key === 'overseas' ? t('data.visitors.values.cities.overseas') : key;
    case 'education':
      return isOneOf(VISITOR_EDUCATIONS, key) ? t(`data.visitors.values.educations.${key}`) : key;
    case 'occupation_year': {
      const [occupation, band] = key.split(':');
      return t('data.visitors.values.occupation_year', { occupation: label ?? occupation ?? '', years: yearsLabel(t, band) });
    }
    case 'industry_type':
    case 'current_company':
    case 'skill':
      return label ?? key;
  }
}
