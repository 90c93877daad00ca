/**
 * The one API client (spec §7, §8): every call is named by its contract entry (`call('projects.get',
 * { params: { id } })`), so no feature writes a path or picks a response type by hand. Cookies, CSRF header
 * on state-changing calls with one retry on csrf_invalid, 60 s timeout and the global spinner counter. Errors are thrown
 * as ApiError; the rules for what the user then sees live in `error-rules.tsx`, applied once by the
 * QueryClient's caches for every failed query and mutation.
 *
 * Response types come from the contract's schemas at compile time; the server validates what it
 * sends, so the web does not ship zod in its first load (the 170 KB budget) to parse them again.
 */
import type { z } from 'zod';
import {
  CSRF_HEADER,
  ENDPOINTS,
  REQUEST_TIMEOUT_MS,
  endpointPath,
  type EndpointBodyIn,
  type EndpointName,
  type EndpointParamsIn,
  type EndpointQueryIn,
  type EndpointResult,
  type ErrorCode,
  type ErrorParamValues,
  type HttpMethod,
} from '@partners/contract';
import { ApiError } from './api-error';
import { spinner } from './spinner';

/** The output type of a contract schema (`Output<typeof messageReviewSchema>`). */
export type Output<S extends z.ZodType> = z.output<S>;

/** A part of a call: absent when the entry has no such schema, optional when all its fields are. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call to entry `N` takes: its path parameters, query and body as the contract types them. */
export type CallOptions<N extends EndpointName> = Part<'params', EndpointParamsIn<N>> &
  Part<'query', EndpointQueryIn<N>> &
  Part<'body', EndpointBodyIn<N>> & { signal?: AbortSignal };

type CallArgs<N extends EndpointName> = Record<string, never> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

type RequestOptions = { query?: object; body?: unknown; signal?: AbortSignal | undefined };
let csrfToken: Promise<string> | null = null;

/** Forget the cached CSRF token (the session changed, or the server refused it). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(ENDPOINTS['auth.csrf'].path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError({ status: response.status });
  const body = (await response.json()) as EndpointResult<'auth.csrf'>;
  return body.token;
}

function getCsrfToken(): Promise<string> {
  if (!csrfToken) {
    csrfToken = fetchCsrfToken().catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  }
  return csrfToken;
}

function buildUrl(path: string, query?: object): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringField(body: object, key: string): string | undefined {
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** `params`: only its string and number values, whatever else the body holds. */
function paramsField(body: object): ErrorParamValues | undefined {
  const value: unknown = (body as Record<string, unknown>).params;
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Reads the contract's error body (`errorBodySchema`) leniently. Importing the schema itself would pull
 * zod into the first load (the contract's errors module builds it at import time).
 */
function errorFromBody(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError({ status });
  return new ApiError({
    status,
    code: stringField(body, 'code') as ErrorCode | undefined,
    message: stringField(body, 'message'),
    params: paramsField(body),
    field: stringField(body, 'field'),
    redirectUrl: stringField(body, 'redirect_url'),
  });
}

async function send(method: HttpMethod, url: string, body: unknown, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = await getCsrfToken();
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  const url = buildUrl(path, options.query);

  spinner.start();
  try {
    let response = await send(method, url, options.body, controller.signal);
    if (response.status === 403 && method !== 'GET') {
      const body = await readJson(response.clone());
      if (errorFromBody(403, body).code === 'csrf_invalid') {
        resetCsrfToken();
        response = await send(method, url, options.body, controller.signal);
      }
    }
    // 230 is a 2xx to fetch, but it means "authentication required, go to redirect_url" (spec §8).
    if (!response.ok || response.status === 230) throw errorFromBody(response.status, await readJson(response));
    const data = (await readJson(response)) as T;
    spinner.done();
    return data;
  } catch (error) {
    if (options.signal?.aborted && !timedOut) {
      // The caller cancelled (a query was superseded): a completion, not a failure.
      spinner.done();
      throw error;
    }
    spinner.reset();
    if (error instanceof ApiError) throw error;
    throw new ApiError({ status: 0, message: timedOut ? 'timeout' : undefined });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Calls contract entry `name`; resolves with its 200 response, rejects with an ApiError. */
export function call<N extends EndpointName>(name: N, ...[options]: CallArgs<N>): Promise<EndpointResult<N>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request<EndpointResult<N>>(ENDPOINTS[name].method, endpointPath(name, params), { query, body, signal });
}

export type DownloadProgress = { rows: number; total: number | null };

/**
 * Downloads contract entry `name`'s file (a CSV) with the session's cookies, reporting progress as it
 * arrives: rows received (line breaks) against the server's `x-row-count`. Resolves with the file and the
 * name the server gave it; rejects with an ApiError as `call` does (the caller shows it). No timeout: a
 * large export may take longer than a call, and the caller can abort.
 */
export async function download<N extends EndpointName>(
  name: N,
  options: CallOptions<N> & { onProgress?: (progress: DownloadProgress) => void },
): Promise<{ blob: Blob; filename: string }> {
  const { params, query, signal, onProgress } = options as {
    params?: Record<string, string | number>;
    query?: object;
    signal?: AbortSignal;
    onProgress?: (progress: DownloadProgress) => void;
  };
  let response: Response;
  try {
    response = await fetch(buildUrl(endpointPath(name, params), query), { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0 });
  }
  if (!response.ok || response.status === 230 || !response.body) throw errorFromBody(response.status, await readJson(response));
  const totalHeader = response.headers.get('x-row-count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const chunks: Uint8Array[] = [];
  // The header row is a line too.
  let rows = -1;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) rows += 1;
    onProgress?.({ rows: Math.max(rows, 0), total });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const filename = encoded ? decodeURIComponent(encoded) : 'download.csv';
  return { blob: new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'text/csv' }), filename };
}

export type UploadProgress = { loaded: number; total: number };

type UploadOptions<N extends EndpointName> = CallOptions<N> & {
  file: Blob;
  /** The name the server records (shown only; it never names a stored file). */
  fileName: string;
  onProgress?: (progress: UploadProgress) => void;
};

function sendMultipart(
  method: HttpMethod,
  url: string,
  form: FormData,
  token: string,
  signal: AbortSignal | undefined,
  onProgress?: (progress: UploadProgress) => void,
) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new ApiError({ status: 0 })));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    xhr.addEventListener('timeout', () => reject(new ApiError({ status: 0, message: 'timeout' })));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * Sends one file as the multipart `file` part of contract entry `name` (an upload), with the CSRF header
 * and the same one retry on csrf_invalid as `call`. XMLHttpRequest rather than fetch because only it
 * reports upload progress. Resolves with the 200 response; rejects with an ApiError as `call` does.
 */
export async function upload<N extends EndpointName>(name: N, options: UploadOptions<N>): Promise<EndpointResult<N>> {
  const { params, query, signal, file, fileName, onProgress } = options as UploadOptions<N> & {
    params?: Record<string, string | number>;
    query?: object;
  };
  const url = buildUrl(endpointPath(name, params), query);
  const form = new FormData();
  form.append('file', file, fileName);
  const method = ENDPOINTS[name].method;
  let result = await sendMultipart(method, url, form, await getCsrfToken(), signal, onProgress);
  if (result.status === 403 && errorFromBody(403, result.body).code === 'csrf_invalid') {
    resetCsrfToken();
    result = await sendMultipart(method, url, form, await getCsrfToken(), signal, onProgress);
  }
  if (result.status < 200 || result.status >= 300 || result.status === 230) throw errorFromBody(result.status, result.body);
  return result.body as EndpointResult<N>;
}

/** Hands a downloaded file to the browser as a download under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Spec §8: "one helper retries once" before a 401 sends the user to sign-in (used for the info call). */
export async function withAuthRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return call();
    throw error;
  }
}
