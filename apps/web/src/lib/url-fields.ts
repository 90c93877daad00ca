/**
 * Query-string fields read without zod, for the lists whose first load should not carry it (issue 31): zod and
 * the contract's schemas were about 27 KB (brotli) of the reviews', postings' and applicants' first load, and
 * building them took about 100 ms of main thread on a phone before the list could render (decision 0005).
 *
 * Each field answers `safeParse` as a zod field does, so `useUrlState` takes an object of them as it takes a
 * zod object schema. They mirror the contract's query fields; each page's test reads a set of values through
 * both its fields and the contract's query schema and expects the same answers (`expectSameReading`).
 */

export type UrlFieldResult<T> = { success: true; data: T } | { success: false };
export type UrlField<T> = { safeParse(value: unknown): UrlFieldResult<T> };

const accept = <T>(data: T): UrlFieldResult<T> => ({ success: true, data });
const REFUSED: UrlFieldResult<never> = { success: false };
/** The largest id the API takes (a PostgreSQL integer). */
const ID_MAX = 2_147_483_647;
/** `YYYY-MM-DD`. */
const DAY_LENGTH = 10;

/** The value when the key is absent: the fallback (undefined for an optional field). */
function field<T>(fallback: T, read: (text: string) => UrlFieldResult<T>): UrlField<T> {
  return { safeParse: (value) => (value === undefined ? accept(fallback) : typeof value === 'string' ? read(value) : REFUSED) };
}

/** `z.enum(values).default(fallback)`, or `.optional()` without one. */
export function enumField<const V extends readonly string[]>(values: V): UrlField<V[number] | undefined>;
export function enumField<const V extends readonly string[]>(values: V, fallback: V[number]): UrlField<V[number]>;
export function enumField(values: readonly string[], fallback?: string): UrlField<string | undefined> {
  return field(fallback, (text) => (values.includes(text) ? accept(text) : REFUSED));
}

/** `z.coerce.number().int().min(min).max(max).default(fallback)`, or `.optional()` without one. */
export function intField(min: number, max: number): UrlField<number | undefined>;
export function intField(min: number, max: number, fallback: number): UrlField<number>;
export function intField(min: number, max: number, fallback?: number): UrlField<number | undefined> {
  return field(fallback, (text) => {
    const value = Number(text);
    return Number.isInteger(value) && value >= min && value <= max ? accept(value) : REFUSED;
  });
}

/** An optional id: `z.coerce.number().int().positive().max(2147483647).optional()`. */
export const idField = (): UrlField<number | undefined> => intField(1, ID_MAX);

/** An optional Korean day `YYYY-MM-DD` (the pattern only, as the contract's `isoDay`); the length first, so the
 * pattern never runs on a longer string (decision 0026). */
export function dayField(): UrlField<string | undefined> {
  return field(undefined, (text) => (text.length === DAY_LENGTH && /^\d{4}-\d{2}-\d{2}$/.test(text) ? accept(text) : REFUSED));
}

/** Optional text of at most `max` characters, as given (`z.string().max(max).optional()`). */
export function textField(max: number): UrlField<string | undefined> {
  return field(undefined, (text) => (text.length <= max ? accept(text) : REFUSED));
}

/** An optional keyword: trimmed, at most `max` characters after trimming, blank meaning none. */
export function keywordField(max: number): UrlField<string | undefined> {
  return field(undefined, (text) => {
    const trimmed = text.trim();
    if (trimmed.length > max) return REFUSED;
    return accept(trimmed === '' ? undefined : trimmed);
  });
}

/** Comma-joined ids, at most `max` of them (and `max × 12` characters); blank or absent meaning none. */
export function idListField(max: number): UrlField<number[]> {
  return field<number[]>([], (text) => {
    if (text.length > max * 12) return REFUSED;
    if (text.trim() === '') return accept([]);
    const ids = text.split(',').map((part) => Number(part.trim()));
    return ids.length <= max && ids.every((id) => Number.isInteger(id) && id >= 1 && id <= ID_MAX) ? accept(ids) : REFUSED;
  });
}

/** The lists' page: the contract's `pageQuery` (1 to 10,000, first by default). */
export const PAGE_FIELD = intField(1, 10_000, 1);
