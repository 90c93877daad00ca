import type { MouseEvent, ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { OUTBOUND_LINK_FALLBACK_MS } from '@partners/contract';
import { browserLocation } from '../lib/api';

/** Resolves once `sent` settles or after `ms`, whichever comes first; never rejects. */
export function settledOrAfter(sent: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    sent.then(done, done);
  });
}

export type OutboundLinkProps = AnchorProps & {
  href: string;
  target?: '_blank';
  rel?: string;
  /** Records the click (an analytics event); the promise settles when it is sent. */
  onFollow: () => Promise<unknown>;
  children: ReactNode;
};

/**
 * A link that leaves the console's screens, with outbound-link analytics (spec §9): its event is sent first,
 * and the page is left when the event is sent or after 250 ms, whichever comes first, so a slow analytics
 * call never holds the user. A link that opens elsewhere (a new window, a modified click) leaves this page
 * where it is, so nothing waits.
 */
export function OutboundLink({ href, target, rel, onFollow, children, ...anchor }: OutboundLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const sent = onFollow();
    const opensElsewhere = target === '_blank' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (opensElsewhere) return;
    event.preventDefault();
    void settledOrAfter(sent, OUTBOUND_LINK_FALLBACK_MS).then(() => browserLocation.assign(href));
  };
  return (
    <Anchor href={href} target={target} rel={rel} onClick={handleClick} {...anchor}>
      {children}
    </Anchor>
  );
}
