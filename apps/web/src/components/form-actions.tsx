import type { FormEvent, ReactNode } from 'react';
import { Button, Group, type MantineColor } from '@mantine/core';
import { useT } from '../i18n';

export type FormActionsProps = {
  submitLabel: string;
  onCancel: () => void;
  /** The safe button's label when 취소 would be ambiguous (the action itself is a cancellation). */
  cancelLabel?: string;
  /** The submit in flight: the button shows its loader and cannot be pressed (or Entered) again. */
  pending?: boolean;
  /** Nothing to submit yet (no company picked, the agreement unchecked). */
  submitDisabled?: boolean;
  /** `red` for a destructive action. */
  submitColor?: MantineColor;
  /** The button a modal focuses when it opens: the safe one before a destructive action. */
  autoFocus?: 'cancel' | 'submit';
  /** `xs` for a form inside a card or a row rather than a modal. */
  size?: 'xs' | 'sm';
  /** What sits at the footer's other end: a reset, a character counter. */
  start?: ReactNode;
};

/**
 * A form's footer: 취소 and the submit button. It sits inside a `<form>`, so Enter in a field submits,
 * and the browser's implicit submission respects the button's disabled state while a submit is in flight.
 */
export function FormActions({
  submitLabel,
  onCancel,
  cancelLabel,
  pending = false,
  submitDisabled = false,
  submitColor,
  autoFocus,
  size = 'sm',
  start,
}: FormActionsProps) {
  const t = useT();
  const buttons = (
    <Group justify="flex-end" gap={size === 'xs' ? 'xs' : 'sm'} wrap="nowrap">
      <Button type="button" variant="default" size={size} onClick={onCancel} data-autofocus={autoFocus === 'cancel' || undefined}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type="submit"
        size={size}
        color={submitColor}
        loading={pending}
        disabled={submitDisabled}
        data-autofocus={autoFocus === 'submit' || undefined}
      >
        {submitLabel}
      </Button>
    </Group>
  );
  if (!start) return buttons;
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      {start}
      {buttons}
    </Group>
  );
}

/**
 * A `<form>` for a submit handler that needs no event: no page reload, and the submit stops at this form
 * (React bubbles events through portals, so a modal's form would otherwise also submit a form the modal
 * is rendered in).
 */
export function SubmitForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      {children}
    </form>
  );
}
