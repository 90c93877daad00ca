import { useCallback, useEffect, useRef, useState } from 'react';
import { POST_AUTOSAVE_MS, type PostDetail, type PostKind } from '@partners/contract';
import { isApiError } from '../../../lib/api';
import { useSavePost } from '../api';

export type PostContent = { title: string; summary: string; body_html: string; cover_upload_id: number | null };

export type SaveState =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' } | { kind: 'conflict' };

type Options = {
  kind: PostKind;
  post: PostDetail | null;
  /** The first save of a new post created it: its id (the page puts it in the URL). */
  onCreated: (post: PostDetail) => void;
  /** Every answer of the server (saves): the editor keeps it for the preview and the buttons. */
  onSaved: (post: PostDetail) => void;
};

/**
 * Drafts save themselves POST_AUTOSAVE_MS after the last change, naming the revision they edited; a new
 * post is created by its first save once it has a title. One save at a time: a change made while one is
 * in flight is saved after it. A stale revision (`company_post.revision_conflict`) stops saving until the
 * editor resolves it.
 */
export function useAutosave({ kind, post, onCreated, onSaved }: Options) {
  const save = useSavePost();
  const [state, setState] = useState<SaveState>(post ? { kind: 'saved', at: post.draft?.saved_at ?? post.updated_at } : { kind: 'idle' });
  const id = useRef<number | null>(post?.id ?? null);
  const revision = useRef(post?.revision ?? 0);
  const content = useRef<PostContent | null>(null);
  const version = useRef(0);
  const savedVersion = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const callbacks = useRef({ onCreated, onSaved });
  useEffect(() => {
    callbacks.current = { onCreated, onSaved };
  });

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const current = content.current;
    if (stopped.current || !current || savedVersion.current === version.current) return !stopped.current;
    if (id.current === null && current.title.trim() === '') {
      setState({ kind: 'idle' });
      return false;
    }
    const sending = version.current;
    setState({ kind: 'saving' });
    let ok = false;
    const run = save
      .mutateAsync({ id: id.current, kind, body: { ...current, revision: revision.current } })
      .then((response) => {
        const saved = response.data.post;
        const created = id.current === null;
        id.current = saved.id;
        revision.current = saved.revision;
        savedVersion.current = sending;
        ok = true;
        callbacks.current.onSaved(saved);
        if (created) callbacks.current.onCreated(saved);
        setState(version.current === sending ? { kind: 'saved', at: saved.draft?.saved_at ?? saved.updated_at } : { kind: 'pending' });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'company_post.revision_conflict') {
          stopped.current = true;
          setState({ kind: 'conflict' });
        } else setState({ kind: 'failed' });
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    await run;
    // Changes made meanwhile wait for their own timer.
    return ok;
  }, [kind, save]);

  /** The editor's content changed: save it after the quiet period. */
  const change = useCallback(
    (next: PostContent) => {
      content.current = next;
      version.current += 1;
      if (stopped.current) return;
      setState({ kind: 'pending' });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), POST_AUTOSAVE_MS);
    },
    [flush],
  );

  /** After publishing or discarding: the server's answer is the new base. */
  const rebase = useCallback((next: PostDetail, nextContent?: PostContent) => {
    revision.current = next.revision;
    if (nextContent) {
      content.current = nextContent;
      version.current += 1;
      savedVersion.current = version.current;
    }
    setState({ kind: 'saved', at: next.draft?.saved_at ?? next.updated_at });
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const isDirty = state.kind === 'pending' || state.kind === 'saving' || state.kind === 'failed' || state.kind === 'conflict';
  return { state, change, flush, rebase, isDirty, postId: () => id.current };
}
