import { Fragment } from 'react';
import { Anchor } from '@mantine/core';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']']);

/** The link without its trailing punctuation, by hand: `/[.,]+$/` scans a run of dots once per dot. */
function withoutTrailing(url: string): string {
  let end = url.length;
  while (end > 0 && TRAILING.has(url.charAt(end - 1))) end--;
  return url.slice(0, end);
}

/** Splits text into plain runs and http(s) links (nothing else becomes a link). */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = withoutTrailing(match[0]);
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A mail's plain text with its links as real links, the URL as their text (the e2e journeys follow them). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.href ? (
          <Anchor key={i} href={part.href} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
