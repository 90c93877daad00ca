/**
 * Company page calls (spec §2 business_managements): company info, its images, uploads and the newsroom
 * boards. Mutations that change the company answer the whole info, which replaces the cached one; post
 * changes invalidate every list of the boards.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  POST_PER_MAX,
  type CompanyImageSlot,
  type CompanyInfoBody,
  type EndpointResult,
  type PostKind,
  type PostListQuery,
  type PostSaveBody,
  type UploadPurpose,
} from '@partners/contract';
import { call, upload, type UploadProgress } from '../../lib/api';

export const companyPageKeys = {
  info: ['company-page', 'info'] as const,
  posts: ['company-page', 'posts', 'list'] as const,
  list: (query: PostListQuery) => ['company-page', 'posts', 'list', query] as const,
  post: (id: number) => ['company-page', 'post', id] as const,
  upload: (id: number) => ['company-page', 'upload', id] as const,
};

type InfoResponse = EndpointResult<'companyInfo.get'>;

export function useCompanyInfo() {
  return useQuery({
    queryKey: companyPageKeys.info,
    queryFn: ({ signal }) => call('companyInfo.get', { signal }),
    select: (response) => response.data,
  });
}

function useReplaceInfo() {
  const queryClient = useQueryClient();
  return (response: InfoResponse) => queryClient.setQueryData(companyPageKeys.info, response);
}

export function useUpdateCompanyInfo() {
  const replace = useReplaceInfo();
  return useMutation({
    mutationFn: (body: CompanyInfoBody) => call('companyInfo.update', { body }),
    // Field errors show beside the field; the form handles every failure itself.
    meta: { silent: true },
    onSuccess: replace,
  });
}

/** Sets (an upload id) or removes (null) the logo or the cover. */
export function useSetCompanyImage() {
  const replace = useReplaceInfo();
  return useMutation({
    mutationFn: ({ slot, uploadId }: { slot: CompanyImageSlot; uploadId: number | null }) =>
      call('companyInfo.setImage', { params: { slot }, body: { upload_id: uploadId } }),
    meta: { silent: true },
    onSuccess: replace,
  });
}

/** The rectangle of the source image to keep, in its pixels; the server crops (no canvas in the browser). */
export type CropRect = { x: number; y: number; width: number; height: number };

export type UploadRequest = {
  purpose: UploadPurpose;
  file: File;
  crop?: CropRect | null;
  onProgress?: (progress: UploadProgress) => void;
};

export function useUploadFile() {
  return useMutation({
    mutationFn: ({ purpose, file, crop, onProgress }: UploadRequest) =>
      upload('uploads.create', {
        query: crop ? { purpose, crop_x: crop.x, crop_y: crop.y, crop_width: crop.width, crop_height: crop.height } : { purpose },
        file,
        fileName: file.name,
        onProgress,
      }).then((response) => response.data.upload),
    // The uploader shows the server's message (upload.* codes) in place.
    meta: { silent: true },
  });
}

export function useUploadInfo(id: number | null) {
  return useQuery({
    queryKey: companyPageKeys.upload(id ?? 0),
    queryFn: ({ signal }) => call('uploads.get', { params: { id: id ?? 0 }, signal }),
    select: (response) => response.data.upload,
    enabled: id !== null,
    meta: { inPageStatuses: [404] },
  });
}

export function usePostList(query: PostListQuery) {
  return useQuery({
    queryKey: companyPageKeys.list(query),
    queryFn: ({ signal }) => call('companyPosts.list', { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

/** Every id of a board in its order (reordering sends them all): the 'all' view, page by page. */
async function boardIds(kind: PostKind): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await call('companyPosts.list', { query: { kind, status: 'all', page, per: POST_PER_MAX } });
    ids.push(...response.data.posts.map((p) => p.id));
    if (page >= response.data.page_info.total_pages) return ids;
  }
}

function useInvalidatePosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyPageKeys.posts });
}

/** Moves one post a place up (-1) or down (+1) in its board's order. */
export function useMovePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: async ({ kind, id, by }: { kind: PostKind; id: number; by: -1 | 1 }) => {
      const ids = await boardIds(kind);
      const from = ids.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return { ids };
      [ids[from], ids[to]] = [ids[to] ?? id, id];
      return (await call('companyPosts.reorder', { body: { kind, ids } })).data;
    },
    onSettled: () => invalidate(),
  });
}

export function usePost(id: number | null) {
  return useQuery({
    queryKey: companyPageKeys.post(id ?? 0),
    queryFn: ({ signal }) => call('companyPosts.get', { params: { id: id ?? 0 }, signal }),
    select: (response) => response.data.post,
    enabled: id !== null,
    staleTime: 0,
    // The editor keeps what it holds: a refetch on focus would fight the autosave.
    refetchOnWindowFocus: false,
    meta: { inPageStatuses: [404] },
  });
}

export type PostAction = 'publish' | 'unpublish' | 'discardDraft';
const ACTION_ENTRY = { publish: 'companyPosts.publish', unpublish: 'companyPosts.unpublish', discardDraft: 'companyPosts.discardDraft' } as const;

export function usePostAction() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: PostAction }) => call(ACTION_ENTRY[action], { params: { id } }),
    onSuccess: (response) => {
      queryClient.setQueryData(companyPageKeys.post(response.data.post.id), response);
      void invalidate();
    },
  });
}

export function useDeletePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (id: number) => call('companyPosts.delete', { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/** The editor's save: creates the post on its first save, then saves its revision. */
export function useSavePost() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: ({ id, kind, body }: { id: number | null; kind: PostKind; body: PostSaveBody }) => {
      if (id !== null) return call('companyPosts.save', { params: { id }, body });
      const { revision: _revision, ...content } = body;
      return call('companyPosts.create', { body: { kind, ...content } });
    },
    // The editor shows the save's state (and the conflict) itself.
    meta: { silent: true },
    onSuccess: (response) => {
      queryClient.setQueryData(companyPageKeys.post(response.data.post.id), response);
      void invalidate();
    },
  });
}
