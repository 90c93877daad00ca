import '../components/company-page-styles';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconLoader2 } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { POST_SUMMARY_MAX, POST_TITLE_MAX, newsroomEditorQuery, type ImageRef, type PostDetail, type PostKind } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { RichTextField } from '../../../components/rich-text-field';
import { usePageTitle } from '../../../components/use-page-title';
import { useLang, useT } from '../../../i18n';
import { apiErrorMessage, call, isApiError, upload } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUrlState, type UrlStateOf } from '../../../lib/url-state';
import { companyPageKeys, usePost, usePostAction } from '../api';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { LeaveGuard } from '../components/leave-guard';
import { BlocksSkeleton } from '../components/load-states';
import { FailedPanel } from '../../../components/state-panel';
import { refuseFile } from '../components/upload-rules';
import { PostCoverField } from './post-cover-field';
import { PostPreview } from './post-preview';
import { useAutosave, type PostContent, type SaveState } from './use-autosave';

type Draft = { title: string; summary: string; body_html: string; cover: ImageRef | null };

function draftOf(post: PostDetail): Draft {
  const shown = post.draft ?? post.content;
  return { title: shown.title, summary: shown.summary ?? '', body_html: shown.body_html, cover: shown.cover };
}

const contentOf = (draft: Draft): PostContent => ({
  title: draft.title,
  summary: draft.summary,
  body_html: draft.body_html,
  cover_upload_id: draft.cover?.upload_id ?? null,
});

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const t = useT();
  const lang = useLang();
  if (state.kind === 'failed')
    return (
      <Group gap={6} role="status">
        <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />
        <Text fz="sm" c="red.8">
          {t('companyPage.editor.status_failed')}
        </Text>
        <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
          {t('companyPage.editor.save_retry')}
        </Button>
      </Group>
    );
  const text =
    state.kind === 'saving'
      ? t('companyPage.editor.status_saving')
      : state.kind === 'saved'
        ? t('companyPage.editor.status_saved', {
            time: dayjs(state.at)
              .locale(lang)
              .format(lang === 'ko' ? 'A h:mm' : 'h:mm A'),
          })
        : state.kind === 'idle'
          ? t('companyPage.editor.status_idle_new')
          : t('companyPage.editor.status_pending');
  return (
    <Group gap={6} role="status">
      {state.kind === 'saving' ? (
        <IconLoader2 size={16} aria-hidden="true" />
      ) : state.kind === 'saved' ? (
        <IconCheck size={16} color="var(--mantine-color-brand-7)" aria-hidden="true" />
      ) : null}
      <Text fz="sm" c="dark.4">
        {text}
      </Text>
    </Group>
  );
}

type EditorProps = { kind: PostKind; post: PostDetail | null; onCreated: (id: number) => void; onReplaced: (id: number) => void };

function PostEditor({ kind, post, onCreated, onReplaced }: EditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => (post ? draftOf(post) : { title: '', summary: '', body_html: '', cover: null }));
  const [server, setServer] = useState<PostDetail | null>(post);
  const [tab, setTab] = useState<string>('edit');
  const [discarding, setDiscarding] = useState(false);
  const [copying, setCopying] = useState(false);
  const action = usePostAction();
  const autosave = useAutosave({ kind, post, onSaved: setServer, onCreated: (saved) => onCreated(saved.id) });

  const edit = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    autosave.change(contentOf(next));
  };

  const run = async (which: 'publish' | 'unpublish' | 'discardDraft') => {
    if (which !== 'discardDraft' && !(await autosave.flush())) return;
    const id = autosave.postId();
    if (id === null) return;
    action.mutate(
      { id, action: which },
      {
        onSuccess: (response) => {
          const next = response.data.post;
          setServer(next);
          if (which === 'discardDraft') {
            const restored = draftOf(next);
            setDraft(restored);
            autosave.rebase(next, contentOf(restored));
            setDiscarding(false);
          } else autosave.rebase(next);
          notifySuccess(
            t(
              which === 'publish'
                ? 'companyPage.editor.published'
                : which === 'unpublish'
                  ? 'companyPage.editor.unpublished'
                  : 'companyPage.editor.discarded',
            ),
          );
        },
        onError: () => setDiscarding(false),
      },
    );
  };

  // The conflict's second way out: what this window holds becomes a new post of the same board.
  const saveCopy = () => {
    setCopying(true);
    call('companyPosts.create', { body: { kind, ...contentOf(draft), title: draft.title.trim() || t('companyPage.posts.untitled') } })
      .then((response) => {
        notifySuccess(t('companyPage.editor.copied'));
        onReplaced(response.data.post.id);
      })
      .catch((error: unknown) => notifyError(apiErrorMessage(error)))
      .finally(() => setCopying(false));
  };

  const images = {
    upload: async (file: File) => {
      const refused = refuseFile(file, 'post_image', t);
      if (refused) throw new Error(refused);
      const response = await upload('uploads.create', { query: { purpose: 'post_image' }, file, fileName: file.name });
      return { src: response.data.upload.url, alt: '' };
    },
    onError: (_file: File, error: unknown) =>
      notifyError(isApiError(error) ? apiErrorMessage(error) : error instanceof Error ? error.message : t('companyPage.upload.failed')),
  };

  const published = server?.status === 'published';
  const hasDraft = published && server.draft !== null;
  const busy = action.isPending || autosave.state.kind === 'saving';

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" pos="sticky" top={0} style={{ zIndex: 10 }} shadow="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Badge variant="light" color="gray" radius="sm">
              {t(`companyPage.kind.${kind}`)}
            </Badge>
            {server ? (
              <Badge variant={published ? 'filled' : 'light'} color={published ? 'brand' : 'gray'} radius="sm">
                {t(`companyPage.status.${server.status}`)}
              </Badge>
            ) : null}
            <SaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
          </Group>
          <Group gap="xs">
            {hasDraft ? (
              <Button variant="subtle" color="red" onClick={() => setDiscarding(true)} disabled={busy}>
                {t('companyPage.editor.discard')}
              </Button>
            ) : null}
            {published ? (
              <Button variant="default" onClick={() => void run('unpublish')} disabled={busy}>
                {t('companyPage.editor.unpublish')}
              </Button>
            ) : null}
            {!published || hasDraft || autosave.isDirty ? (
              <Button
                onClick={() => void run('publish')}
                loading={action.isPending && action.variables.action === 'publish'}
                disabled={busy || draft.title.trim() === ''}
              >
                {t(published ? 'companyPage.editor.republish' : 'companyPage.editor.publish')}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Paper>

      {hasDraft ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} title={t('companyPage.editor.published_notice')}>
          {t('companyPage.editor.draft_notice')}
        </Alert>
      ) : null}

      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'preview') void autosave.flush();
          setTab(value ?? 'edit');
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="edit">{t('companyPage.editor.tab_edit')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('companyPage.editor.tab_preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit" pt="md">
          <Stack gap="md">
            <TextInput
              label={t('companyPage.editor.title_label')}
              placeholder={t('companyPage.editor.title_placeholder')}
              required
              size="md"
              maxLength={POST_TITLE_MAX}
              value={draft.title}
              onChange={(event) => edit({ title: event.currentTarget.value })}
            />
            <Textarea
              label={t('companyPage.editor.summary')}
              placeholder={t('companyPage.editor.summary_placeholder')}
              rows={2}
              maxLength={POST_SUMMARY_MAX}
              value={draft.summary}
              onChange={(event) => edit({ summary: event.currentTarget.value })}
              description={`${draft.summary.length}/${POST_SUMMARY_MAX}`}
            />
            <PostCoverField cover={draft.cover} onChange={(cover) => edit({ cover })} />
            <RichTextField
              label={t('companyPage.editor.body')}
              value={draft.body_html}
              onChange={(body_html) => edit({ body_html })}
              headings={[2, 3]}
              minHeight={360}
              toolbarLabel={t('companyPage.editor.toolbar')}
              images={images}
              labels={{
                boldControlLabel: t('companyPage.rich_text.bold'),
                italicControlLabel: t('companyPage.rich_text.italic'),
                clearFormattingControlLabel: t('companyPage.rich_text.clear'),
                h2ControlLabel: t('companyPage.rich_text.h2'),
                h3ControlLabel: t('companyPage.rich_text.h3'),
                bulletListControlLabel: t('companyPage.rich_text.bullet_list'),
                orderedListControlLabel: t('companyPage.rich_text.ordered_list'),
                blockquoteControlLabel: t('companyPage.rich_text.blockquote'),
                linkControlLabel: t('companyPage.rich_text.link'),
                unlinkControlLabel: t('companyPage.rich_text.unlink'),
                linkEditorInputLabel: t('companyPage.rich_text.link_url'),
                linkEditorExternalLink: t('companyPage.rich_text.link_external'),
                linkEditorInternalLink: t('companyPage.rich_text.link_internal'),
                linkEditorSave: t('companyPage.rich_text.link_save'),
                imageUploadControlLabel: t('companyPage.editor.image'),
              }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <PostPreview post={server} />
        </Tabs.Panel>
      </Tabs>

      <Modal
        opened={autosave.state.kind === 'conflict'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={t('companyPage.editor.conflict_title')}
      >
        <Stack gap="md">
          <Text fz="sm">{t('companyPage.editor.conflict_detail')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={saveCopy} loading={copying}>
              {t('companyPage.editor.conflict_copy')}
            </Button>
            <Button onClick={() => server && onReplaced(server.id)} disabled={copying} data-autofocus>
              {t('companyPage.editor.conflict_reload')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDeleteModal
        opened={discarding}
        title={t('companyPage.editor.discard_title')}
        confirm={t('companyPage.editor.discard_confirm')}
        detail={t('companyPage.editor.discard_detail')}
        submitLabel={t('companyPage.editor.discard')}
        pending={action.isPending}
        onConfirm={() => void run('discardDraft')}
        onClose={() => setDiscarding(false)}
      />
      <LeaveGuard isDirty={autosave.isDirty} />
    </Stack>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz={24}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

type Mode = { id: number; nonce: number } | { kind: PostKind };

function modeOf({ id, kind }: UrlStateOf<typeof newsroomEditorQuery>): Mode | null {
  if (id !== undefined) return { id, nonce: 0 };
  return kind ? { kind } : null;
}

function ExistingPost({ id, onCreated, onReplaced }: { id: number; onCreated: (id: number) => void; onReplaced: (id: number) => void }) {
  const t = useT();
  const post = usePost(id);
  if (post.isError) {
    const missing = isApiError(post.error) && post.error.status === 404;
    return missing ? (
      <Alert color="gray" variant="light" title={t('companyPage.editor.not_found')} role="alert">
        {t('companyPage.editor.not_found_detail')}
      </Alert>
    ) : (
      <FailedPanel title={t('companyPage.common.failed')} onRetry={() => void post.refetch()} />
    );
  }
  if (!post.data) return <BlocksSkeleton heights={[56, 48, 80, 360]} />;
  return <PostEditor kind={post.data.kind} post={post.data} onCreated={onCreated} onReplaced={onReplaced} />;
}

/**
 * /partners/business_managements/newsroom_editor (bare): `?id=` edits a post, `?kind=` writes a new one,
 * whose first save creates it and puts its id in the URL (the same editor stays on screen).
 */
export function NewsroomEditorPage() {
  const t = useT();
  usePageTitle('newsroom_editor');
  const queryClient = useQueryClient();
  const { state, update } = useUrlState(newsroomEditorQuery);
  // Read once: after the first save the address gets the new post's id while the same editor stays.
  const [mode, setMode] = useState<Mode | null>(() => modeOf(state));
  const onCreated = (id: number) => update({ id, kind: undefined }, { replace: true });
  // Reload (the latest version) or the copy: a fresh editor over the server's post.
  const onReplaced = (id: number) => {
    queryClient.removeQueries({ queryKey: companyPageKeys.post(id) });
    setMode({ id, nonce: Date.now() });
    update({ id, kind: undefined }, { replace: true });
  };
  if (!mode)
    return (
      <Frame title={t('companyPage.editor.title')}>
        <Alert color="red" variant="light" role="alert">
          {t('companyPage.editor.bad_link')}
        </Alert>
      </Frame>
    );
  if ('kind' in mode)
    return (
      <Frame title={t('companyPage.editor.new_title', { kind: t(`companyPage.kind.${mode.kind}`) })}>
        <PostEditor kind={mode.kind} post={null} onCreated={onCreated} onReplaced={onReplaced} />
      </Frame>
    );
  return (
    <Frame title={t('companyPage.editor.title')}>
      <ExistingPost key={`${mode.id}-${mode.nonce}`} id={mode.id} onCreated={onCreated} onReplaced={onReplaced} />
    </Frame>
  );
}
