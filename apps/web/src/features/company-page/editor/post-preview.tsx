import '@mantine/core/styles/Typography.css';
import { AspectRatio, Image, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import type { PostDetail } from '@partners/contract';
import { useT } from '../../../i18n';

/**
 * The post as the company page will show it: what the server saved and sanitised (the draft of a published
 * post, else its content). The HTML is the server's sanitised answer, never the editor's own.
 */
export function PostPreview({ post }: { post: PostDetail | null }) {
  const t = useT();
  const shown = post ? (post.draft ?? post.content) : null;
  if (!shown) {
    return (
      <Text c="dark.4" py="xl" ta="center">
        {t('companyPage.editor.preview_empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dark.4">
        {t('companyPage.editor.preview_hint')}
      </Text>
      <Paper withBorder radius="md" p="xl" component="article" aria-label={t('companyPage.editor.tab_preview')}>
        <Stack gap="md">
          {shown.cover ? (
            <AspectRatio ratio={16 / 9}>
              <Image src={shown.cover.variants.large ?? shown.cover.url} alt="" radius="md" fit="cover" />
            </AspectRatio>
          ) : null}
          <Title order={2}>{shown.title || t('companyPage.posts.untitled')}</Title>
          {shown.summary ? <Text c="dark.5">{shown.summary}</Text> : null}
          <Typography>
            <div data-testid="preview-body" dangerouslySetInnerHTML={{ __html: shown.body_html }} />
          </Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
