import { useState, type FocusEvent, type PointerEvent } from 'react';
import {
  MultiSelect as MantineMultiSelect,
  Select as MantineSelect,
  type ComboboxProps,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';

type EngagingProps<Target extends HTMLElement> = {
  comboboxProps?: ComboboxProps;
  onFocus?: (event: FocusEvent<Target>) => void;
  onPointerEnter?: (event: PointerEvent<Target>) => void;
};

/**
 * The props that keep a combobox field's option list unmounted until the field is first focused or a pointer
 * is over it. Mantine keeps the list of every Select and MultiSelect mounted (hidden) so that its keyboard
 * handling finds the options, and floating-ui positions each one as it mounts: reading the page's computed
 * style in the middle of its first commit (a reviews page with five filters rendered and positioned five
 * lists; the postings page's occupation filter alone forced a 200–370 ms style recalculation at 4× CPU;
 * decision 0005). A keyboard or pointer reaches the field before it opens it, so the list is there when the
 * first ArrowDown or click opens it, with the chosen option highlighted.
 */
function useMountListOnEngage<Target extends HTMLElement>({ comboboxProps, onFocus, onPointerEnter }: EngagingProps<Target>) {
  const [engaged, setEngaged] = useState(false);
  return {
    comboboxProps: { ...comboboxProps, keepMounted: engaged },
    onFocus: (event: FocusEvent<Target>) => {
      setEngaged(true);
      onFocus?.(event);
    },
    onPointerEnter: (event: PointerEvent<Target>) => {
      setEngaged(true);
      onPointerEnter?.(event);
    },
  };
}

/** Mantine's Select whose option list mounts when the field is first reached (`useMountListOnEngage`). */
export function Select<Value extends string = string>({ comboboxProps, onFocus, onPointerEnter, ...props }: SelectProps<Value>) {
  return <MantineSelect<Value> {...props} {...useMountListOnEngage({ comboboxProps, onFocus, onPointerEnter })} />;
}

/** Mantine's MultiSelect whose option list mounts when the field is first reached (`useMountListOnEngage`). */
export function MultiSelect({ comboboxProps, onFocus, onPointerEnter, ...props }: MultiSelectProps) {
  return <MantineMultiSelect {...props} {...useMountListOnEngage({ comboboxProps, onFocus, onPointerEnter })} />;
}
