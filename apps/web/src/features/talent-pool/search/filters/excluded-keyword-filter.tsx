import { useT } from '../../../../i18n';
import { KeywordTagInput } from './keyword-tag-input';

export type ExcludedKeywordFilterProps = { value: string[]; onChange: (next: string[]) => void };

/** 제외 키워드: profiles containing any of these are left out. */
export function ExcludedKeywordFilter({ value, onChange }: ExcludedKeywordFilterProps) {
  const t = useT();
  return <KeywordTagInput label={t('talent_search.keywords.excluded_input_label')} value={value} onChange={onChange} />;
}
