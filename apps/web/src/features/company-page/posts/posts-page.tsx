import '../components/company-page-styles';
import { Button, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Pagination } from '../../../components/pagination';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import {
  POST_PAGE_SIZE,
  POST_STATUS_FILTERS,
  postListQuery,
  type PostKind,
  type PostListQuery,
  type PostRow,
  type PostStatusFilter,
} from '@partners/contract';
import { usePageTitle, type PageKey } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { useDeletePost, useMovePost, usePostAction, usePostList } from '../api';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { FailedPanel } from '../../../components/state-panel';
import { PageHeader } from '../../../components/page-header';
import { StatusTabs } from '../../../components/status-tabs';
import { newPostPath } from '../paths';
import { PostsTable, type RowAction } from './posts-table';
import { notifySuccess } from '../../../lib/notify';
import { useUrlState } from '../../../lib/url-state';

const PAGE_KEY: Record<PostKind, PageKey> = { news: 'company_news', story: 'company_story', press_release: 'press_releases' };

/** Status and page live in the URL (the contract's list query; the board's kind comes from the route). */
const BOARD_URL = postListQuery.pick({ status: true, page: true });

function useBoardQuery(kind: PostKind): [PostListQuery, (change: { status?: PostStatusFilter; page?: number }) => void] {
  const { state, update } = useUrlState(BOARD_URL);
  const query = useMemo<PostListQuery>(() => ({ kind, ...state, per: POST_PAGE_SIZE }), [kind, state]);
  return [query, update];
}

function ListSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" p="md" aria-busy="true" aria-label={t('companyPage.common.loading')} role="status">
      {Array.from({ length: 4 }, (_, i) => (
        <Group key={i} wrap="nowrap">
          <Skeleton h={54} w={96} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={14} w={80} />
            <Skeleton h={16} w="50%" />
          </Stack>
          <Skeleton h={28} w={100} />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * One newsroom board (spec §2 news, story, press_releases): its posts by status with counts, publishing,
 * deleting and ordering. The order is changed in the 'all' view only, one place at a time, and the whole
 * board's ids are sent (`companyPosts.reorder`), read page by page at the moment of the move.
 */
export function PostsPage({ kind }: { kind: PostKind }) {
  const t = useT();
  usePageTitle(PAGE_KEY[kind]);
  const [query, update] = useBoardQuery(kind);
  const list = usePostList(query);
  const action = usePostAction();
  const remove = useDeletePost();
  const move = useMovePost();
  const [deleting, setDeleting] = useState<PostRow | null>(null);

  const totalPages = list.data?.page_info.total_pages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && query.page > totalPages) update({ page: totalPages });
  }, [totalPages, query.page, update]);

  const onAction = (kindOfAction: RowAction, post: PostRow) => {
    if (kindOfAction === 'delete') return setDeleting(post);
    if (kindOfAction === 'up' || kindOfAction === 'down') {
      move.mutate({ kind, id: post.id, by: kindOfAction === 'up' ? -1 : 1 }, { onSuccess: () => notifySuccess(t('companyPage.posts.moved')) });
      return;
    }
    action.mutate(
      { id: post.id, action: kindOfAction },
      {
        onSuccess: () => notifySuccess(t(`companyPage.posts.${kindOfAction === 'publish' ? 'published' : 'unpublished'}`)),
      },
    );
  };

  const counts = list.data?.counts;
  const data = list.data;
  const canReorder = query.status === 'all';
  const isFirstPage = query.page === 1;
  const isLastPage = data ? query.page >= data.page_info.total_pages : false;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(`companyPage.kind.${kind}`)}
        description={t(`companyPage.kind_intro.${kind}`)}
        actions={
          <Button component="a" href={newPostPath(kind)} target="_blank" rel="noopener" leftSection={<IconPlus size={16} aria-hidden="true" />}>
            {t('companyPage.posts.new')}
          </Button>
        }
      />
      <StatusTabs
        statuses={POST_STATUS_FILTERS}
        value={query.status}
        counts={counts}
        label={t('companyPage.posts.status_tabs')}
        tabLabel={(status) => t(`companyPage.status_tab.${status}`)}
        onChange={(status) => update({ status: status ?? 'all' })}
      />
      {canReorder && data && data.posts.length > 1 ? (
        <Text fz="sm" c="dark.4">
          {t('companyPage.posts.order_hint')}
        </Text>
      ) : null}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {list.isError && !data ? (
          <Stack p="md">
            <FailedPanel title={t('companyPage.posts.failed')} onRetry={() => void list.refetch()} />
          </Stack>
        ) : !data ? (
          <ListSkeleton />
        ) : data.posts.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconFileText size={28} aria-hidden />}
            withIndicatorBackground
            title={data.counts.all === 0 ? t('companyPage.posts.empty_title') : t('companyPage.posts.empty_status')}
            description={data.counts.all === 0 ? t('companyPage.posts.empty_hint') : undefined}
          >
            {data.counts.all === 0 ? (
              <EmptyState.Actions>
                <Button component="a" href={newPostPath(kind)} target="_blank" rel="noopener" leftSection={<IconPlus size={16} aria-hidden="true" />}>
                  {t('companyPage.posts.new')}
                </Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        ) : (
          <PostsTable
            posts={data.posts}
            canReorder={canReorder}
            firstId={isFirstPage ? data.posts[0]?.id : undefined}
            lastId={isLastPage ? data.posts[data.posts.length - 1]?.id : undefined}
            busy={move.isPending || list.isFetching}
            stale={list.isPlaceholderData}
            onAction={onAction}
          />
        )}
      </Paper>
      {data && data.page_info.total_pages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('companyPage.posts.pagination')}>
          <Pagination
            total={data.page_info.total_pages}
            value={Math.min(query.page, data.page_info.total_pages)}
            onChange={(page) => update({ page })}
            size="sm"
          />
        </Group>
      ) : null}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('companyPage.posts.delete_title')}
        confirm={t('companyPage.posts.delete_confirm', { title: deleting?.title || t('companyPage.posts.untitled') })}
        detail={t('companyPage.posts.delete_detail')}
        submitLabel={t('companyPage.posts.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notifySuccess(t('companyPage.posts.deleted')),
            onSettled: () => setDeleting(null),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

export const NewsPage = () => <PostsPage kind="news" />;
export const StoryPage = () => <PostsPage kind="story" />;
export const PressReleasesPage = () => <PostsPage kind="press_release" />;
