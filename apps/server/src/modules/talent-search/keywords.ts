/**
 * Korean and Latin keyword matching (docs/decisions/0006-talent-keyword-search.md).
 *
 * Rules, stated on normalised text (NFKC, lower case):
 * - Text splits into tokens: runs of Hangul syllables, and runs of Latin letters and digits that keep
 *   `+` and `#` and inner dots (c++, c#, node.js). Everything else separates tokens.
 * - A Hangul keyword token matches when it occurs inside a Hangul token (자바 in 자바를, 스프링 in 스프링과).
 * - A Latin keyword token matches a Latin token equal to it (case-insensitive).
 * - A keyword of several tokens matches when each of its tokens matches.
 *
 * `keywordMatches` applies the rules directly; `searchVector` and `keywordTsquery` are the index form
 * of the same rules: Hangul tokens are stored as positioned grams of two to four syllables (plus each
 * token's last syllable). A keyword of two to four syllables is then one lexeme, which the GIN index
 * answers without reading any row; a longer one is a phrase of adjacent four-syllable grams; a
 * one-syllable keyword is a prefix.
 */

const TOKEN = /[\uac00-\ud7a3]+|[a-z0-9](?:[a-z0-9+#]|\.(?=[a-z0-9]))*/gu;
const HANGUL = /^[\uac00-\ud7a3]/u;

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function tokenize(text: string): string[] {
  return normalize(text).match(TOKEN) ?? [];
}

export function isHangulToken(token: string): boolean {
  return HANGUL.test(token);
}

/** True when `keyword` has at least one searchable token. */
export function isSearchableKeyword(keyword: string): boolean {
  return tokenize(keyword).length > 0;
}

/** The rules applied directly to text: the reference the index must agree with. */
export function keywordMatches(text: string, keyword: string): boolean {
  const textTokens = tokenize(text);
  const keywordTokens = tokenize(keyword);
  if (keywordTokens.length === 0) return false;
  return keywordTokens.every((k) => (isHangulToken(k) ? textTokens.some((t) => isHangulToken(t) && t.includes(k)) : textTokens.includes(k)));
}

/** Quotes a lexeme for tsvector/tsquery input; tokens never hold quotes or backslashes, facets neither. */
function lexeme(value: string): string {
  // The seed quotes ~300 lexemes per résumé: skip the replacing when there is nothing to escape.
  if (!value.includes('\\') && !value.includes("'")) return `'${value}'`;
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The index form `searchVector` writes: 1 stored bigrams only, 2 added trigrams, 3 four-syllable
 * grams. A database whose vectors have another form rebuilds them (`rebuildStaleSearchVectors`).
 */
export const SEARCH_VECTOR_FORMAT = 3;

/** The longest Hangul gram stored: keywords up to this many syllables are one lexeme. */
const MAX_GRAM = 4;

/** Highest tsvector position; longer text is cut off there (résumés stay far below it). */
const MAX_POSITION = 16_383;
/** A tsvector keeps at most this many positions of one lexeme. */
const MAX_POSITIONS_PER_LEXEME = 256;

/**
 * The stored tsvector (input syntax) for searchable text plus facet lexemes (unpositioned).
 * Hangul token h₁…hₙ at base p: the grams of two to four syllables starting at hᵢ at p+i, and hₙ alone
 * at p+n−1; tokens are one position apart, so a phrase of grams never spans two tokens.
 */
export function searchVector(text: string, facets: readonly string[] = []): string {
  const entries = new Map<string, number[]>();
  const add = (value: string, position: number) => {
    if (position > MAX_POSITION) return;
    const list = entries.get(value);
    if (list === undefined) entries.set(value, [position]);
    else if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(position);
  };
  let base = 1;
  for (const token of tokenize(text)) {
    if (isHangulToken(token)) {
      const { grams, offsets } = hangulGrams(token);
      for (let i = 0; i < grams.length; i++) add(grams[i] ?? '', base + (offsets[i] ?? 0));
      base += token.length + 1;
    } else {
      add(token, base);
      base += 2;
    }
  }
  // Tokens hold neither quotes nor backslashes (see TOKEN), so they are quoted without escaping. Joined
  // rather than appended: the seed writes a million vectors of ~200 lexemes, and appending built each
  // as a chain of pieces that every later read of it had to copy into one string first.
  const parts: string[] = [];
  for (const [value, positions] of entries) parts.push(`'${value}':${positions.join(',')}`);
  for (const facet of facets) parts.push(lexeme(facet));
  return parts.join(' ');
}

type Grams = { grams: string[]; offsets: number[] };
/**
 * A Hangul token's grams with their offsets in the token, remembered per token: résumés repeat the same
 * words, so a million of them are vectorised from a few thousand distinct tokens. Bounded, since the
 * server vectorises what operators and seekers type.
 */
const gramCache = new Map<string, Grams>();
const GRAM_CACHE_SIZE = 50_000;

function hangulGrams(token: string): Grams {
  let cached = gramCache.get(token);
  if (cached === undefined) {
    // Hangul syllables are one UTF-16 unit each, so slices are syllable ranges.
    const n = token.length;
    cached = { grams: [], offsets: [] };
    for (let i = 0; i + 1 < n; i++) {
      for (let length = 2; length <= MAX_GRAM && i + length <= n; length++) {
        cached.grams.push(token.slice(i, i + length));
        cached.offsets.push(i);
      }
    }
    cached.grams.push(token.slice(n - 1));
    cached.offsets.push(n - 1);
    if (gramCache.size >= GRAM_CACHE_SIZE) gramCache.clear();
    gramCache.set(token, cached);
  }
  return cached;
}

/**
 * The lexemes the index looks a keyword token up by: one (a Latin token, two to four syllables), a
 * phrase of adjacent four-syllable grams (five or more), or a one-syllable prefix.
 */
function tokenLexemes(token: string): { lexemes: string[]; kind: 'lexeme' | 'phrase' | 'prefix' } {
  const chars = [...token];
  if (!isHangulToken(token) || (chars.length >= 2 && chars.length <= MAX_GRAM)) return { lexemes: [token], kind: 'lexeme' };
  if (chars.length === 1) return { lexemes: [token], kind: 'prefix' };
  const grams: string[] = [];
  for (let i = 0; i + MAX_GRAM <= chars.length; i++) grams.push(chars.slice(i, i + MAX_GRAM).join(''));
  return { lexemes: grams, kind: 'phrase' };
}

function tokenQuery(token: string): string {
  const { lexemes, kind } = tokenLexemes(token);
  const quoted = lexemes.map(lexeme);
  switch (kind) {
    case 'prefix':
      return `${quoted[0] ?? ''}:*`;
    case 'lexeme':
      return quoted[0] ?? '';
    case 'phrase':
      // A phrase needs each match's positions, so the index cannot answer it alone: the row is rechecked.
      return `(${quoted.join(' <-> ')})`;
  }
}

/**
 * For each token of a keyword, the lexemes a match must hold (all of them), or null for a prefix,
 * which stands for many lexemes: what estimating a keyword's share of rows reads.
 */
export function keywordLexemes(keyword: string): (readonly string[] | null)[] {
  return [...new Set(tokenize(keyword))].map((token) => {
    const { lexemes, kind } = tokenLexemes(token);
    return kind === 'prefix' ? null : lexemes;
  });
}

/** One keyword as tsquery input: each of its tokens must match. Null when it has no searchable token. */
export function keywordTsquery(keyword: string): string | null {
  const tokens = [...new Set(tokenize(keyword))];
  if (tokens.length === 0) return null;
  const parts = tokens.map(tokenQuery);
  return parts.length === 1 ? (parts[0] ?? null) : `(${parts.join(' & ')})`;
}

/** Any one of `values` as a facet tsquery: `('y:3' | 'y:4')`. */
export function facetTsquery(values: readonly string[]): string {
  const parts = values.map(lexeme);
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' | ')})`;
}
