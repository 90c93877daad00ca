/**
 * A CSV export (audit log, postings, applicants): contract entry `name` downloaded with its progress, saved
 * under the name the server gives it (`Content-Disposition`, e.g. 감사로그_20261126.csv), cancellable, and
 * stopped when the page goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EndpointName } from '@partners/contract';
import { apiErrorMessage, download, handleApiError, isApiError, saveFile, type CallOptions, type DownloadProgress } from './api';

type DownloadOptions<N extends EndpointName> = Parameters<typeof download<N>>[1];

export type CsvDownloadState =
  { phase: 'idle' | 'done' } | { phase: 'running'; progress: DownloadProgress | null } | { phase: 'failed'; message: string };

export type CsvDownloadOptions = {
  /**
   * Where a failure shows. `global` (the default): the console's error path (the error modal, sign-in).
   * `in-page`: the state's `failed` message, which the page shows; a refusal that asks for something first
   * (sign in again, a one-time password) still takes the global path.
   */
  failure?: 'global' | 'in-page';
};

function needsGlobalPath(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === 'step_up_required');
}

/** How far a download is, 0–100, or null while the server has not said how many rows it sends. */
export function downloadPercent(progress: DownloadProgress | null): number | null {
  if (!progress?.total) return null;
  return Math.min(100, Math.round((progress.rows / progress.total) * 100));
}

export function useCsvDownload<N extends EndpointName>(name: N, { failure = 'global' }: CsvDownloadOptions = {}) {
  const [state, setState] = useState<CsvDownloadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops a download in flight.
  useEffect(() => () => controller.current?.abort(), []);

  /** Downloads and saves the file; resolves true once it is saved (false: failed or cancelled). */
  const start = useCallback(
    async (options: Omit<CallOptions<N>, 'signal'>): Promise<boolean> => {
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'running', progress: null });
      try {
        const onProgress = (progress: DownloadProgress) => setState({ phase: 'running', progress });
        const request = { ...options, signal: abort.signal, onProgress } as DownloadOptions<N>;
        const { blob, filename } = await download(name, request);
        if (abort.signal.aborted) return false;
        saveFile(blob, filename);
        setState({ phase: 'done' });
        return true;
      } catch (error) {
        if (abort.signal.aborted) return false;
        if (failure === 'global' || needsGlobalPath(error)) {
          setState({ phase: 'idle' });
          handleApiError(error, { kind: 'mutation' });
        } else {
          setState({ phase: 'failed', message: apiErrorMessage(error) });
        }
        return false;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [name, failure],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  /** Back to idle (a failure or a done message dismissed). */
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, isRunning: state.phase === 'running', progress: state.phase === 'running' ? state.progress : null, start, cancel, reset };
}
