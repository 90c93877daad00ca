import type { FILTER_TYPES } from '@partners/contract';
import {
  BIRTH_YEAR_RANGE,
  DEGREE_STATUSES,
  EDUCATION_LEVELS,
  EXPERIENCE_RANGE,
  GENDERS,
  HOPE_SALARY_RANGE,
  JOB_INTENTIONS,
  META_INFO_FIELDS,
  PROFILE_LEVELS,
  SEARCH_ORDERS,
  type MetaInfo,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { occupationList } from './taxonomy.js';

type MetaField = (typeof META_INFO_FIELDS)[number];
type FilterType = (typeof FILTER_TYPES)[number];

/** The filters the search screen shows, in order (spec §3 filter groups). */
const DISPLAY_FILTERS = ['occupation', 'gender', 'experience', 'birth_year', 'education', 'hope_salary', 'addition', 'query', 'not'];

/** `GET /api/v1/common/wizard/meta_info`: the taxonomy, ranges and sorts the search screen is built from. */
export async function metaInfo(db: Db, fields: readonly MetaField[] = META_INFO_FIELDS): Promise<MetaInfo> {
  const wanted = new Set(fields);
  const data: MetaInfo = {};
  if (wanted.has('occupation1') || wanted.has('occupation2')) {
    const list = await occupationList(db);
    if (wanted.has('occupation1')) data.occupation1 = list.filter((o) => o.parentId === null).map((o) => ({ id: o.id, name: o.name }));
    if (wanted.has('occupation2')) {
      data.occupation2 = list.flatMap((o) => (o.parentId === null ? [] : [{ id: o.id, name: o.name, parent_id: o.parentId }]));
    }
  }
  if (wanted.has('job_filter')) {
    data.job_filter = { experience: { ...EXPERIENCE_RANGE }, birth_year: { ...BIRTH_YEAR_RANGE }, hope_salary: { ...HOPE_SALARY_RANGE } };
  }
  if (wanted.has('display_filters')) data.display_filters = DISPLAY_FILTERS;
  if (wanted.has('display_order_bys')) data.display_order_bys = [...SEARCH_ORDERS];
  if (wanted.has('selected_filters')) data.selected_filters = {};
  return data;
}

const values = (list: readonly (string | number)[]) => list.map((v) => ({ value: String(v) }));

function span(min: number, max: number, step = 1): number[] {
  const out: number[] = [];
  for (let v = min; v <= max; v += step) out.push(v);
  return out;
}

/** `GET /hr/job_seekers/filters?type=`: the options of one filter. */
export async function filterOptions(db: Db, type: FilterType) {
  switch (type) {
    case 'occupation': {
      const list = await occupationList(db);
      return {
        type,
        options: list.map((o) => ({ value: String(o.id), name: o.name, ...(o.parentId === null ? {} : { parent: String(o.parentId) }) })),
      };
    }
    case 'gender':
      return { type, options: values(GENDERS) };
    case 'experience':
      return { type, options: values(span(EXPERIENCE_RANGE.min, EXPERIENCE_RANGE.max)) };
    case 'birth_year':
      return { type, options: values(span(BIRTH_YEAR_RANGE.min, BIRTH_YEAR_RANGE.max)) };
    case 'education':
      return { type, options: values(EDUCATION_LEVELS) };
    case 'degree':
      return { type, options: values(DEGREE_STATUSES) };
    case 'hope_salary':
      return { type, options: values(span(HOPE_SALARY_RANGE.min, HOPE_SALARY_RANGE.max, HOPE_SALARY_RANGE.step)) };
    case 'job_intention':
      return { type, options: values(JOB_INTENTIONS) };
    case 'profile_level':
      return { type, options: values(PROFILE_LEVELS) };
  }
}
