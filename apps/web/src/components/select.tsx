import { useState } from 'react';
import { Select as MantineSelect, type SelectProps } from '@mantine/core';

/**
 * Mantine's Select whose option list is mounted from the field's first focus or pointer over it, not with the
 * page. Mantine keeps every Select's list mounted (hidden) so that its keyboard handling finds the options: a
 * reviews page with five filters rendered and positioned five lists nobody had opened in the middle of its first
 * render (decision 0005). A keyboard or pointer reaches the field before it opens it, so the list is there when
 * the first ArrowDown or click opens it, with the chosen option highlighted.
 */
export function Select<Value extends string = string>({ comboboxProps, onFocus, onPointerEnter, ...props }: SelectProps<Value>) {
  const [engaged, setEngaged] = useState(false);
  return (
    <MantineSelect<Value>
      {...props}
      comboboxProps={{ ...comboboxProps, keepMounted: engaged }}
      onFocus={(event) => {
        setEngaged(true);
        onFocus?.(event);
      }}
      onPointerEnter={(event) => {
        setEngaged(true);
        onPointerEnter?.(event);
      }}
    />
  );
}
