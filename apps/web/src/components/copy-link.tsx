import { useCallback } from 'react';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useT } from '../i18n';
import { notifyError, notifySuccess } from '../lib/notify';
import { HoverTooltip } from './hover-tooltip';

/**
 * Copies text and says so with a toast (spec §8 clipboard: 'link copied to clipboard' / 'failed to copy,
 * please retry'). `copied` replaces the success message where what is copied is not a link.
 */
export function useCopyToClipboard() {
  const t = useT();
  return useCallback(
    async (text: string, copied?: string): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text);
        notifySuccess(copied ?? t('common.link_copied'));
        return true;
      } catch {
        // Refused (no permission, an insecure page) or no clipboard at all: the user can try again.
        notifyError(t('common.copy_failed'));
        return false;
      }
    },
    [t],
  );
}

/** The link as another person opens it: a console path becomes an address on this host. */
export function absoluteLink(href: string): string {
  return new URL(href, window.location.origin).href;
}

export type CopyLinkButtonProps = {
  /** A console path (`/partners/...`) or an absolute address. */
  href: string;
  /** The button's accessible name, naming what is shared ('프로필 링크 복사'). */
  label: string;
  /** A shorter tooltip where the name repeats what the row shows (a posting's title); the name by default. */
  tooltip?: string;
  size?: ActionIconProps['size'];
};

/** The kit's share button: an icon button with a name that copies a link to the clipboard. */
export function CopyLinkButton({ href, label, tooltip = label, size = 'md' }: CopyLinkButtonProps) {
  const copy = useCopyToClipboard();
  return (
    <HoverTooltip label={tooltip} withArrow>
      <ActionIcon variant="subtle" color="gray" size={size} aria-label={label} onClick={() => void copy(absoluteLink(href))}>
        <IconLink size={16} aria-hidden="true" />
      </ActionIcon>
    </HoverTooltip>
  );
}
