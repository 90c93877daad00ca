/** Spec §3, §7 candidates: the lists per status, adding and removing, the action status, contact and positions. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIRING_API,
  type ActionStatus,
  type CandidateStatus,
  type addCandidatesResponse,
  type candidateContactResponse,
  type candidateListResponse,
  type candidateProjectsResponse,
  type candidateResponse,
  type removeCandidatesResponse,
} from '@partners/contract';
import { api, type Output } from '../../../lib/api';
import { hiringKeys } from './keys';
import { apiPath } from './paths';

/** One project's list, or every project's of the company when `projectId` is null. */
export function useCandidates(projectId: number | null, status: CandidateStatus, page: number) {
  const path = projectId === null ? HIRING_API.allCandidates : apiPath(HIRING_API.projectCandidates, { id: projectId });
  return useQuery({
    queryKey: hiringKeys.candidates(projectId, status, page),
    queryFn: ({ signal }) =>
      api.get<Output<typeof candidateListResponse>>(path, { query: { action_status: status, page }, signal }),
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
    mutationFn: ({ userIds, projectIds }: CandidateSelection) =>
      api.post<Output<typeof addCandidatesResponse>>(HIRING_API.candidates, { body: { user_id: userIds, project_ids: projectIds } }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveCandidates() {
  const invalidate = useInvalidateHiring();
  return useMutation({
    mutationFn: ({ userIds, projectIds }: CandidateSelection) =>
      api.delete<Output<typeof removeCandidatesResponse>>(HIRING_API.candidates, { body: { user_id: userIds, project_ids: projectIds } }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateActionStatus() {
  const invalidate = useInvalidateHiring();
  return useMutation({
    mutationFn: ({ id, actionStatus }: { id: number; actionStatus: ActionStatus }) =>
      api.put<Output<typeof candidateResponse>>(apiPath(HIRING_API.candidate, { id }), { body: { action_status: actionStatus } }),
    onSuccess: () => invalidate(),
  });
}

/** The show-contact modal: answered only after this company's proposal was accepted. */
export function useCandidateContact(candidateId: number) {
  return useQuery({
    queryKey: hiringKeys.contact(candidateId),
    queryFn: ({ signal }) =>
      api.get<Output<typeof candidateContactResponse>>(apiPath(HIRING_API.candidateContact, { id: candidateId }), { signal }),
    select: (response) => response.data,
  });
}

/** The list-position modal: which of the company's projects a seeker is in. */
export function useCandidateProjects(userId: string, page: number) {
  return useQuery({
    queryKey: hiringKeys.candidateProjects(userId, page),
    queryFn: ({ signal }) =>
      api.get<Output<typeof candidateProjectsResponse>>(apiPath(HIRING_API.candidateProjects, { user_id: userId }), {
        query: { page },
        signal,
      }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
