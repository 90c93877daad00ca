/** The applicants page's state lives in the URL: stage, keyword, order, page, the open résumé and the fit view. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICANT_ORDERS, APPLICANT_STAGE_FILTERS, POSTING_KEYWORD_MAX, type ApplicantOrder, type ApplicantStageFilter } from '@partners/contract';

export type ApplicantsUrl = {
  stage: ApplicantStageFilter;
  order: ApplicantOrder;
  keyword: string;
  page: number;
  /** The résumé open in the drawer. */
  applicantId: number | null;
  /** `?status=fit`: the posting's fit candidates instead of its applicants. */
  fit: boolean;
};

const PAGE_MAX = 10_000;

function positiveInt(value: string | null, max: number): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

export function readApplicantsUrl(params: URLSearchParams): ApplicantsUrl {
  const stage = params.get('stage');
  const order = params.get('order');
  return {
    stage: (APPLICANT_STAGE_FILTERS as readonly string[]).includes(stage ?? '') ? (stage as ApplicantStageFilter) : 'all',
    order: (APPLICANT_ORDERS as readonly string[]).includes(order ?? '') ? (order as ApplicantOrder) : 'newest',
    keyword: (params.get('keyword') ?? '').trim().slice(0, POSTING_KEYWORD_MAX),
    page: positiveInt(params.get('page'), PAGE_MAX) ?? 1,
    applicantId: positiveInt(params.get('applicant'), 2_147_483_647),
    fit: params.get('status') === 'fit',
  };
}

type Changes = Partial<Omit<ApplicantsUrl, 'fit'>> & { fit?: boolean };

/** Writes the changed parts; defaults are left out of the URL. A filter change goes back to page 1. */
export function writeApplicantsUrl(current: URLSearchParams, changes: Changes): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  if (changes.stage !== undefined) set('stage', changes.stage === 'all' ? null : changes.stage);
  if (changes.order !== undefined) set('order', changes.order === 'newest' ? null : changes.order);
  if (changes.keyword !== undefined) set('keyword', changes.keyword.trim() === '' ? null : changes.keyword.trim());
  const filterChanged = changes.stage !== undefined || changes.order !== undefined || changes.keyword !== undefined || changes.fit !== undefined;
  if (changes.page !== undefined) set('page', changes.page <= 1 ? null : String(changes.page));
  else if (filterChanged) next.delete('page');
  if (changes.applicantId !== undefined) set('applicant', changes.applicantId === null ? null : String(changes.applicantId));
  if (changes.fit !== undefined) set('status', changes.fit ? 'fit' : null);
  return next;
}

export function useApplicantsUrl() {
  const [params, setParams] = useSearchParams();
  const state = readApplicantsUrl(params);
  const update = useCallback(
    (changes: Changes, options: { replace?: boolean } = {}) => setParams((current) => writeApplicantsUrl(current, changes), options),
    [setParams],
  );
  /** The same page's URL with these changes (for links). */
  const hrefOf = (changes: Changes) => {
    const search = writeApplicantsUrl(params, changes).toString();
    return search ? `?${search}` : '?';
  };
  return { ...state, update, hrefOf };
}
