/**
 * Writes to saved searches. Failures follow the global error rules (spec §8: the error modal); the
 * forms keep what was typed because they only close on success.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSavedSearchBody, updateSavedSearchBody } from '@partners/contract';
import { call } from '../../../lib/api';
import { talentPoolKeys } from './keys';
import { logSearchEvent } from './log-event';

export type NewSavedSearch = z.input<typeof createSavedSearchBody>['hr_save_search_query'];
export type SavedSearchChanges = z.input<typeof updateSavedSearchBody>['hr_save_search_query'];

/** Saved searches changed: their lists, and the pool context that counts them (spec §7 "refresh context"). */
function useInvalidateSavedSearches() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: talentPoolKeys.savedSearches }),
      queryClient.invalidateQueries({ queryKey: talentPoolKeys.contexts }),
    ]);
}

/** Creating the first saved search switches the display on (server side): the display is fetched again. */
export function useCreateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (search: NewSavedSearch) => call('savedSearches.create', { body: { hr_save_search_query: search } }),
    onSuccess: (_response, search) => {
      void logSearchEvent({ event: 'save_search', text: search.title });
      return invalidate();
    },
  });
}

export function useUpdateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SavedSearchChanges }) =>
      call('savedSearches.update', { params: { id }, body: { hr_save_search_query: changes } }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (id: number) => call('savedSearches.delete', { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

export function useToggleSavedSearchDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (display: boolean) => call('savedSearches.setDisplay', { body: { display } }),
    onSuccess: (response) => {
      queryClient.setQueryData(talentPoolKeys.savedSearchDisplay, response);
      return queryClient.invalidateQueries({ queryKey: talentPoolKeys.contexts });
    },
  });
}
