import { z } from 'zod';
import { SAVED_SEARCH_QUERY_MAX, SAVED_SEARCH_TITLE_MAX, TALENT_TABS } from '../talent.js';
import { boundedText, ok, pageInfoSchema, pageQuery } from './common.js';

/** A saved search (spec §3): its title, the search's query string, the recommend flag, and whether it is shared. */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The search's URL query string (filters, keywords, sort), as the search screen writes it. */
  query: z.string(),
  /** The search tab the query belongs to (`index`, `company`, …). */
  tab: z.enum(TALENT_TABS),
  recommend: z.boolean(),
  /** Shown to the company's other operators, who may use it but not change it (issue 21). */
  shared: z.boolean(),
  /** The operator's own search (theirs to rename, share or delete). */
  mine: z.boolean(),
  /** The owner's name. */
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListQuery = z.object({ page: pageQuery });
export const savedSearchListResponse = ok(
  z.object({
    hr_save_search_queries: z.array(savedSearchSchema),
    hr_save_search_queries_count: z.number().int(),
    page_info: pageInfoSchema,
  }),
);
export type SavedSearchList = z.infer<typeof savedSearchListResponse>['data'];

export const savedSearchTitle = boundedText(SAVED_SEARCH_TITLE_MAX);

export const createSavedSearchBody = z.object({
  hr_save_search_query: z.object({
    title: savedSearchTitle,
    query: z.string().max(SAVED_SEARCH_QUERY_MAX),
    tab: z.enum(TALENT_TABS).default('index'),
  }),
});

export const updateSavedSearchBody = z.object({
  hr_save_search_query: z
    .object({ title: savedSearchTitle.optional(), recommend: z.boolean().optional(), shared: z.boolean().optional() })
    .refine((v) => v.title !== undefined || v.recommend !== undefined || v.shared !== undefined, 'title, recommend or shared'),
});

export const savedSearchResponse = ok(z.object({ hr_save_search_query: savedSearchSchema, display: z.boolean() }));
export const deleteSavedSearchResponse = ok(z.object({ deleted: z.literal(true) }));

export const savedSearchDisplayResponse = ok(z.object({ display: z.boolean() }));
export const savedSearchDisplayBody = z.object({ display: z.boolean() });
