/**
 * Writes to saved searches. Failures follow the global error rules (spec §8: the error modal); the
 * forms keep what was typed because they only close on success.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  TALENT_API,
  type createSavedSearchBody,
  type deleteSavedSearchResponse,
  type savedSearchDisplayResponse,
  type savedSearchResponse,
  type updateSavedSearchBody,
} from '@partners/contract';
import { api, type Output } from '../../../lib/api';
import { talentPoolKeys } from './keys';
import { logSearchEvent } from './log-event';

export type NewSavedSearch = z.input<typeof createSavedSearchBody>['hr_save_search_query'];
export type SavedSearchChanges = z.input<typeof updateSavedSearchBody>['hr_save_search_query'];

function useInvalidateSavedSearches() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: talentPoolKeys.savedSearches });
}

/** Creating the first saved search switches the display on (server side): the display is fetched again. */
export function useCreateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (search: NewSavedSearch) =>
      api.post<Output<typeof savedSearchResponse>>(TALENT_API.savedSearches, { body: { hr_save_search_query: search } }),
    onSuccess: (_response, search) => {
      logSearchEvent({ event: 'save_search', text: search.title });
      return invalidate();
    },
  });
}

export function useUpdateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SavedSearchChanges }) =>
      api.put<Output<typeof savedSearchResponse>>(`${TALENT_API.savedSearches}/${id}`, {
        body: { hr_save_search_query: changes },
      }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (id: number) => api.delete<Output<typeof deleteSavedSearchResponse>>(`${TALENT_API.savedSearches}/${id}`),
    onSuccess: () => invalidate(),
  });
}

export function useToggleSavedSearchDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (display: boolean) =>
      api.put<Output<typeof savedSearchDisplayResponse>>(TALENT_API.savedSearchDisplayToggle, { body: { display } }),
    onSuccess: (response) => queryClient.setQueryData(talentPoolKeys.savedSearchDisplay, response),
  });
}
