import type { ComponentPropsWithoutRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export type CsvDownloadButtonProps = Omit<ButtonProps, 'variant' | 'leftSection' | 'loading'> &
  ComponentPropsWithoutRef<'button'> & {
    /** A download is running (the button spins and takes no second click). */
    running: boolean;
  };

/** The CSV exports' button: one look for every list's download (`useCsvDownload` runs it). */
export function CsvDownloadButton({ running, ...props }: CsvDownloadButtonProps) {
  return <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} loading={running} {...props} />;
}
