/** The posting form's values: an empty posting, a saved one's fields, and the occupation choices. */
import { DEFAULT_PROCESS_STEPS, canSeeTalentPool, type PostingDetail, type PostingFields } from '@partners/contract';
import { useConsoleSession } from '../../../lib/session';
import { useOccupationTaxonomy, usePostingOccupations } from '../api/postings';

export function emptyPosting(): PostingFields {
  return {
    title: '',
    occupation1_id: null,
    occupation2_ids: [],
    experience_kind: null,
    experience_min_years: null,
    experience_max_years: null,
    education: null,
    employment_type: null,
    work_region: null,
    work_address: '',
    salary_kind: null,
    salary_min: null,
    salary_max: null,
    always_open: false,
    closes_on: null,
    headcount: null,
    description_html: '',
    qualifications_html: '',
    process_steps: [...DEFAULT_PROCESS_STEPS],
  };
}

export function fieldsOf(posting: PostingDetail): PostingFields {
  const { id: _id, status: _s, applicant_count: _a, allowed_actions: _aa, created_at: _c, updated_at: _u, ...fields } = posting;
  return fields;
}

/** Occupation options: the taxonomy (the talent pool's meta info) or, for a company without the talent pool, the ones its postings use. */
export function useOccupationOptions() {
  const { user } = useConsoleSession();
  const taxonomyAllowed = canSeeTalentPool(user);
  const taxonomy = useOccupationTaxonomy(taxonomyAllowed);
  const own = usePostingOccupations('all');
  if (taxonomyAllowed) {
    return {
      level1: (taxonomy.data?.level1 ?? []).map((o) => ({ value: String(o.id), label: o.name })),
      level2: (parent: number | null) =>
        (taxonomy.data?.level2 ?? []).filter((o) => o.parent_id === parent).map((o) => ({ value: String(o.id), label: o.name })),
      pending: taxonomy.isPending,
    };
  }
  const rows = own.data ?? [];
  return {
    level1: rows.filter((o) => o.level === 1).map((o) => ({ value: String(o.id), label: o.name })),
    level2: () => rows.filter((o) => o.level === 2).map((o) => ({ value: String(o.id), label: o.name })),
    pending: own.isPending,
  };
}
