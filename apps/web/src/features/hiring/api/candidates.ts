/** Spec §3, §7 candidates: the lists per status, adding and removing, the action status, contact and positions. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionStatus, CandidateStatus } from '@partners/contract';
import { call } from '../../../lib/api';
import { hiringKeys } from './keys';

/** One project's list, or every project's of the company when `projectId` is null. */
export function useCandidates(projectId: number | null, status: CandidateStatus, page: number) {
  return useQuery({
    queryKey: hiringKeys.candidates(projectId, status, page),
    queryFn: ({ signal }) => {
      const query = { action_status: status, page };
      return projectId === null
        ? call('candidates.list', { query, signal })
        : call('candidates.listOfProject', { params: { id: projectId }, query, signal });
    },
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateHiring() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hiringKeys.all });
}

export type CandidateSelection = { userIds: string[]; projectIds: number[] };

export function useAddCandidates() {
  const invalidate = useInvalidateHiring();
  return useMutation({
    mutationFn: ({ userIds, projectIds }: CandidateSelection) => call('candidates.add', { body: { user_id: userIds, project_ids: projectIds } }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveCandidates() {
  const invalidate = useInvalidateHiring();
  return useMutation({
    mutationFn: ({ userIds, projectIds }: CandidateSelection) => call('candidates.remove', { body: { user_id: userIds, project_ids: projectIds } }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateActionStatus() {
  const invalidate = useInvalidateHiring();
  return useMutation({
    mutationFn: ({ id, actionStatus }: { id: number; actionStatus: ActionStatus }) =>
      call('candidates.update', { params: { id }, body: { action_status: actionStatus } }),
    onSuccess: () => invalidate(),
  });
}

/** The show-contact modal: answered only after this company's proposal was accepted. */
export function useCandidateContact(candidateId: number) {
  return useQuery({
    queryKey: hiringKeys.contact(candidateId),
    queryFn: ({ signal }) => call('candidates.contact', { params: { id: candidateId }, signal }),
    select: (response) => response.data,
  });
}

/** The list-position modal: which of the company's projects a seeker is in. */
export function useCandidateProjects(userId: string, page: number) {
  return useQuery({
    queryKey: hiringKeys.candidateProjects(userId, page),
    queryFn: ({ signal }) => call('candidates.projectsOfSeeker', { params: { user_id: userId }, query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
