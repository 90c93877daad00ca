import { ActionIcon, Badge, Box, Group, Image, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEyeOff, IconPencil, IconPhoto, IconSend, IconTrash } from '@tabler/icons-react';
import type { PostRow } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { editPostPath } from '../paths';
import { RowMenu } from '../../../components/row-menu';

export type RowAction = 'publish' | 'unpublish' | 'delete' | 'up' | 'down';

type Props = {
  posts: PostRow[];
  /** Reordering is offered in the 'all' view, where the rows are the board's whole order. */
  canReorder: boolean;
  /** The board's first and last ids (the arrows at the ends are disabled). */
  firstId: number | undefined;
  lastId: number | undefined;
  busy: boolean;
  stale: boolean;
  onAction: (action: RowAction, post: PostRow) => void;
};

function Thumbnail({ post }: { post: PostRow }) {
  const t = useT();
  return (
    <Box w={96} h={54} style={{ flexShrink: 0, borderRadius: 6, overflow: 'hidden' }} bg="gray.1">
      {post.cover ? (
        <Image src={post.cover.variants.medium ?? post.cover.url} alt="" w={96} h={54} fit="cover" />
      ) : (
        <Group h="100%" justify="center" aria-label={t('companyPage.posts.no_cover')} role="img">
          <IconPhoto size={20} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        </Group>
      )}
    </Box>
  );
}

export function PostsTable({ posts, canReorder, firstId, lastId, busy, stale, onAction }: Props) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover style={{ opacity: stale ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {canReorder ? <Table.Th w={84}>{t('companyPage.posts.col_order')}</Table.Th> : null}
            <Table.Th>{t('companyPage.posts.col_post')}</Table.Th>
            <Table.Th w={120}>{t('companyPage.posts.col_author')}</Table.Th>
            <Table.Th w={150}>{t('companyPage.posts.col_dates')}</Table.Th>
            <Table.Th w={52}>
              <VisuallyHidden>{t('companyPage.posts.col_actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {posts.map((post) => {
            const title = post.title || t('companyPage.posts.untitled');
            return (
              <Table.Tr key={post.id}>
                {canReorder ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        size="sm"
                        aria-label={t('companyPage.posts.move_up', { title })}
                        disabled={busy || post.id === firstId}
                        onClick={() => onAction('up', post)}
                      >
                        <IconArrowUp size={14} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        size="sm"
                        aria-label={t('companyPage.posts.move_down', { title })}
                        disabled={busy || post.id === lastId}
                        onClick={() => onAction('down', post)}
                      >
                        <IconArrowDown size={14} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Thumbnail post={post} />
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Badge
                          size="sm"
                          radius="sm"
                          variant={post.status === 'published' ? 'filled' : 'light'}
                          color={post.status === 'published' ? 'brand' : 'gray'}
                        >
                          {t(`companyPage.status.${post.status}`)}
                        </Badge>
                        {post.has_draft ? (
                          <Badge size="sm" radius="sm" variant="light" color="yellow" c="yellow.9">
                            {t('companyPage.posts.has_draft')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text
                        component="a"
                        href={editPostPath(post.id)}
                        target="_blank"
                        rel="noopener"
                        fw={600}
                        lineClamp={1}
                        c="dark.8"
                        style={{ textDecoration: 'none' }}
                      >
                        {title}
                      </Text>
                      {post.summary ? (
                        <Text fz="xs" c="dark.4" lineClamp={1}>
                          {post.summary}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{post.author_name ?? t('companyPage.posts.no_author')}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text fz="xs" c="dark.5">
                    {t('companyPage.posts.created_on', { date: formatDate(post.created_at) })}
                  </Text>
                  <Text fz="xs" c="dark.5">
                    {post.published_at
                      ? t('companyPage.posts.published_on', { date: formatDate(post.published_at) })
                      : t('companyPage.posts.updated_on', { date: formatDate(post.updated_at) })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowMenu label={t('companyPage.posts.menu', { title })} width={160}>
                    <Menu.Item
                      component="a"
                      href={editPostPath(post.id)}
                      target="_blank"
                      rel="noopener"
                      leftSection={<IconPencil size={16} aria-hidden="true" />}
                    >
                      {t('companyPage.posts.edit')}
                    </Menu.Item>
                    {post.status === 'published' ? (
                      <Menu.Item leftSection={<IconEyeOff size={16} aria-hidden="true" />} onClick={() => onAction('unpublish', post)}>
                        {t('companyPage.posts.unpublish')}
                      </Menu.Item>
                    ) : (
                      <Menu.Item leftSection={<IconSend size={16} aria-hidden="true" />} onClick={() => onAction('publish', post)}>
                        {t('companyPage.posts.publish')}
                      </Menu.Item>
                    )}
                    <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => onAction('delete', post)}>
                      {t('companyPage.posts.delete')}
                    </Menu.Item>
                  </RowMenu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
