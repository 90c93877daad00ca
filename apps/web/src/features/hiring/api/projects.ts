/** Spec §3, §7 hiring projects: one list per state, each paged on its own; create, rename, toggle, delete. */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api';
import { hiringKeys } from './keys';

export function useProjects(active: boolean, page: number) {
  return useQuery({
    queryKey: hiringKeys.projectPage(active, page),
    queryFn: ({ signal }) => call('projects.list', { query: { active: active ? 'true' : 'false', page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useProject(id: number | null) {
  return useQuery({
    queryKey: hiringKeys.project(id ?? 0),
    queryFn: ({ signal }) => call('projects.get', { params: { id: id ?? 0 }, signal }),
    select: (response) => response.data.hr_project,
    enabled: id !== null,
  });
}

/** At most this many pages of active projects fill a project picker (PROJECT_PAGE_SIZE each). */
const OPTION_PAGES_MAX = 20;

/**
 * Every active project, for the pickers (add to project, message request): the pages are fetched one
 * after another until the last.
 */
export function useActiveProjectOptions() {
  const query = useInfiniteQuery({
    queryKey: hiringKeys.projectOptions,
    queryFn: ({ signal, pageParam }) => call('projects.list', { query: { active: 'true', page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { page, total_pages: totalPages } = last.data.page_info;
      return page < totalPages && page < OPTION_PAGES_MAX ? page + 1 : undefined;
    },
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    projects: query.data?.pages.flatMap((page) => page.data.results),
    isPending: query.isPending || hasNextPage,
    isError: query.isError,
  };
}

function useInvalidateHiring() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hiringKeys.all });
}

export function useCreateProject() {
  const invalidate = useInvalidateHiring();
  return useMutation({
    mutationFn: (name: string) => call('projects.create', { body: { hr_project: { name } } }),
    onSuccess: () => invalidate(),
  });
}

export type ProjectChanges = { name?: string; active?: boolean };

export function useUpdateProject() {
  const invalidate = useInvalidateHiring();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ProjectChanges }) =>
      call('projects.update', { params: { id }, body: { hr_project: changes } }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidateHiring();
  return useMutation({
    mutationFn: (id: number) => call('projects.delete', { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
