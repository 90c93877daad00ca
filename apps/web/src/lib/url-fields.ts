/**
 * Query-string fields read without zod, for the screens whose first load should not carry it (issue 31): zod and
 * the contract's schemas were about 27 KB (brotli) of the reviews', postings', applicants' and the talent search's
 * first load, and building them took about 100 ms of main thread on a phone before the page could render
 * (decision 0005).
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

/** `z.enum(['true', 'false'])` read as a boolean, with a fallback (`.default(fallback)`) or `.optional()` without one. */
export function booleanField(): UrlField<boolean | undefined>;
export function booleanField(fallback: boolean): UrlField<boolean>;
export function booleanField(fallback?: boolean): UrlField<boolean | undefined> {
  return field(fallback, (text) => (text === 'true' ? accept(true) : text === 'false' ? accept(false) : REFUSED));
}

/** The longest comma-joined list the contract's `commaList` reads. */
const LIST_MAX_LENGTH = 2_000;

/**
 * An optional comma-joined list (the contract's `commaList`): at most 2,000 characters, split at the commas, each
 * part trimmed and the blank ones dropped, then 1 to `maxItems` items, each read by `item` (undefined refuses
 * the whole list).
 */
export function listField<T>(item: (text: string) => T | undefined, maxItems: number): UrlField<T[] | undefined> {
  return field<T[] | undefined>(undefined, (text) => {
    if (text.length > LIST_MAX_LENGTH) return REFUSED;
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    if (parts.length === 0 || parts.length > maxItems) return REFUSED;
    const items: T[] = [];
    for (const part of parts) {
      const value = item(part);
      if (value === undefined) return REFUSED;
      items.push(value);
    }
    return accept(items);
  });
}

/** List items: text of at most `max` characters, one of `values`, an id (up to ten digits, 1 to the largest id). */
export const textItem = (max: number) => (text: string) => (text.length <= max ? text : undefined);
export const enumItem =
  <const V extends readonly string[]>(values: V) =>
  (text: string): V[number] | undefined =>
    values.includes(text) ? text : undefined;
const ID_ITEM_PATTERN = /^\d{1,10}$/;
/** The longest id the pattern takes: checked first, so the pattern never runs on longer text. */
const ID_ITEM_MAX_LENGTH = 10;
export function idItem(text: string): number | undefined {
  if (text.length > ID_ITEM_MAX_LENGTH || !ID_ITEM_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : undefined;
}

const RANGE_PATTERN = /^\d{1,5};\d{1,5}$/;
/** The longest `min;max` the pattern takes: checked first, so the pattern never runs on longer text. */
const RANGE_MAX_LENGTH = 11;

/** An optional `min;max` within `bounds`, min not above max (the contract's `rangeParam`). */
export function rangeField(bounds: { min: number; max: number }): UrlField<{ min: number; max: number } | undefined> {
  return field<{ min: number; max: number } | undefined>(undefined, (text) => {
    if (text.length > RANGE_MAX_LENGTH || !RANGE_PATTERN.test(text)) return REFUSED;
    const [min = 0, max = 0] = text.split(';').map(Number);
    return min >= bounds.min && max <= bounds.max && min <= max ? accept({ min, max }) : REFUSED;
  });
}

/** The lists' page: the contract's `pageQuery` (1 to 10,000, first by default). */
export const PAGE_FIELD = intField(1, 10_000, 1);
