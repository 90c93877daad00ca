/**
 * The one API client (spec §7, §8): cookies, CSRF header on state-changing calls with one retry on
 * csrf_invalid, 60 s timeout and the global spinner counter. Errors are thrown
 * as ApiError; the rules for what the user then sees live in `error-rules.tsx`, applied once by the
 * QueryClient's caches for every failed query and mutation.
 *
 * Response types come from the contract's schemas at compile time; the server validates what it
 * sends, so the web does not ship zod in its first load (the 170 KB budget) to parse them again.
 */
import type { z } from 'zod';
import { CSRF_HEADER, REQUEST_TIMEOUT_MS, type ErrorCode, type csrfResponse } from '@partners/contract';
import { ApiError } from './api-error';
import { spinner } from './spinner';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | undefined;

/** The response type of a contract schema: `api.get<Output<typeof usageResponse>>(...)`. */
export type Output<S extends z.ZodType> = z.output<S>;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
};

const CSRF_PATH = '/api/v3/csrf';
let csrfToken: Promise<string> | null = null;

/** Forget the cached CSRF token (the session changed, or the server refused it). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError({ status: response.status });
  const body = (await response.json()) as Output<typeof csrfResponse>;
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

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
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
    field: stringField(body, 'field'),
    redirectUrl: stringField(body, 'redirect_url'),
  });
}

async function send(method: Method, url: string, body: unknown, signal: AbortSignal): Promise<Response> {
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

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
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

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** Spec §8: "one helper retries once" before a 401 sends the user to sign-in (used for the info call). */
export async function withAuthRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return call();
    throw error;
  }
}
