/** A saved query string read back as the filter bar's own chips (경력 3~5년, 학사 졸업, 이력서 업데이트순). */
import type { Lang, TFunction } from '../../../i18n';
import { FILTER_KEYS } from '../search/filter-values';
import { summariseFilter } from '../search/filter-summary';
import { readSearchState } from '../search/search-state';

export function searchConditions(query: string, t: TFunction, lang: Lang): string[] {
  const { filters, order } = readSearchState(new URLSearchParams(query));
  const chips = FILTER_KEYS.map((key) => summariseFilter(filters, key, t, lang)).filter((chip): chip is string => chip !== null);
  return [...chips, t(`talent_search.orders.${order}`)];
}
