import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './printable.module.css';

export { classes as printableClasses };

export type PrintToolbarProps = {
  backTo: string;
  backLabel: string;
  printLabel: string;
  /** Whether there is something to print yet (a paid receipt, a completed report). */
  canPrint: boolean;
  /** A line beside the button (how to keep a PDF). */
  hint?: string;
};

/** Above a printable sheet: the way back and the browser's print (to paper or PDF); not printed itself. */
export function PrintToolbar({ backTo, backLabel, printLabel, canPrint, hint }: PrintToolbarProps) {
  return (
    <Group justify="space-between" mb="md" className={classes.toolbar}>
      <Anchor component={Link} to={backTo} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {backLabel}
        </Group>
      </Anchor>
      {canPrint ? (
        <Group gap="sm">
          {hint ? (
            <Text fz="xs" c="dark.4" visibleFrom="sm">
              {hint}
            </Text>
          ) : null}
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {printLabel}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
