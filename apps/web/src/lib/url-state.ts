/**
 * A page's state in its query string, read through a zod object schema (the contract's query schema where the
 * state is an API query) or an object of url-fields.ts's zod-free fields (the lists whose first load leaves zod
 * out), so back/forward and shared links work and one reader serves every screen.
 *
 * Each key is read on its own with its field's schema: a value that fails falls back to the field's default
 * (or is left out), so a hand-edited link never throws and one bad value does not drop the others. The
 * object's own refinements (a period in order) are not run: `normalize` repairs what they would refuse.
 * The schema's fields must be optional or defaulted. Writing leaves defaults out of the URL.
 */
import { useCallback, useMemo } from 'react';
// The one place the web reads the query string through react-router (lint refuses it elsewhere).
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { UrlField } from './url-fields';

/** The object schemas a URL state takes: flat fields parsed from one string each. */
export type UrlSchema = z.ZodObject | { shape: Record<string, UrlField<unknown>> };

type FieldOutput<F> = F extends UrlField<infer T> ? T : never;
export type UrlStateOf<S extends UrlSchema> = S extends z.ZodObject ? z.output<S> : { [K in keyof S['shape']]: FieldOutput<S['shape'][K]> };
/** A change: the keys to set; `undefined` (or the default) takes a key out of the URL. */
export type UrlStateChange<S extends UrlSchema> = { [K in keyof UrlStateOf<S>]?: UrlStateOf<S>[K] | undefined };

export type UrlStateOptions<S extends UrlSchema> = {
  /** Repairs a state read field by field (a reversed period read in order). */
  normalize?: (state: UrlStateOf<S>) => UrlStateOf<S>;
  /** Keys whose change keeps the page (an open drawer); a change of any other key goes back to page 1. */
  keepsPage?: readonly (keyof UrlStateOf<S>)[];
  /** Keys `clear()` keeps (the tab the list is on); the others, and anything else in the URL, go. */
  keepOnClear?: readonly (keyof UrlStateOf<S>)[];
};

const PAGE = 'page';

function fieldsOf(schema: UrlSchema): [string, UrlField<unknown>][] {
  return Object.entries<UrlField<unknown>>(schema.shape);
}

function fallback(field: UrlField<unknown>): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** A value as the URL carries it: lists comma-joined, text trimmed; '' means absent. */
function serialise(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => String(item)).join(',');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The state of `params` under `schema`: each key parsed alone, a failing one replaced by its default. */
export function readUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams, options: UrlStateOptions<S> = {}): UrlStateOf<S> {
  const state: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(schema)) {
    const parsed = field.safeParse(params.get(key) ?? undefined);
    state[key] = parsed.success ? parsed.data : fallback(field);
  }
  const read = state as UrlStateOf<S>;
  return options.normalize ? options.normalize(read) : read;
}

/** `current` with `change` written: defaults and empty values left out; a change but the page's goes to page 1. */
export function writeUrlState<S extends UrlSchema>(
  schema: S,
  current: URLSearchParams,
  change: UrlStateChange<S>,
  options: UrlStateOptions<S> = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  const fields = new Map(fieldsOf(schema));
  for (const [key, value] of Object.entries(change)) {
    const field = fields.get(key);
    if (!field) continue;
    const text = serialise(value);
    if (text === '' || text === serialise(fallback(field))) next.delete(key);
    else next.set(key, text);
  }
  const keepsPage = (options.keepsPage ?? []) as readonly string[];
  const movesPage = Object.keys(change).some((key) => key !== PAGE && !keepsPage.includes(key));
  if (fields.has(PAGE) && !(PAGE in change) && movesPage) next.delete(PAGE);
  return next;
}

/** `current` cleared: only the `keepOnClear` keys stay, as they were. */
export function clearUrlState<S extends UrlSchema>(current: URLSearchParams, options: UrlStateOptions<S> = {}): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of (options.keepOnClear ?? []) as readonly string[]) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  return next;
}

export type UrlStateUpdateOptions = {
  /** Replace the history entry instead of adding one (a correction nobody should go Back to). */
  replace?: boolean;
};

/**
 * The page's state in its URL and the ways to change it. `update` adds a history entry (Back undoes a
 * filter) unless told to replace; `hrefOf` is the same page's link with a change (tabs as links).
 * Pass a schema and options defined once, outside the component: they key the memo.
 */
export function useUrlState<S extends UrlSchema>(schema: S, options: UrlStateOptions<S> = {}) {
  const [params, setParams] = useSearchParams();
  const { normalize, keepsPage, keepOnClear } = options;
  const state = useMemo(() => readUrlState(schema, params, { normalize }), [schema, normalize, params]);
  const update = useCallback(
    (change: UrlStateChange<S>, how: UrlStateUpdateOptions = {}) =>
      setParams((current) => writeUrlState(schema, current, change, { keepsPage }), { replace: how.replace }),
    [schema, keepsPage, setParams],
  );
  const clear = useCallback(() => setParams((current) => clearUrlState(current, { keepOnClear })), [keepOnClear, setParams]);
  const hrefOf = useCallback(
    (change: UrlStateChange<S>) => {
      const search = writeUrlState(schema, params, change, { keepsPage }).toString();
      return search ? `?${search}` : '?';
    },
    [schema, keepsPage, params],
  );
  return { state, update, clear, hrefOf };
}

/** A period typed backwards (to before from) is read in order rather than refused. */
export function periodInOrder<T extends { from?: string | undefined; to?: string | undefined }>(state: T): T {
  return state.from && state.to && state.from > state.to ? { ...state, from: state.to, to: state.from } : state;
}
