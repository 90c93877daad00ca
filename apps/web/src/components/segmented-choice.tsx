import { useId } from 'react';
import classes from './segmented-choice.module.css';

type SegmentedChoiceItem<V extends string> = { value: V; label: string };

type SegmentedChoiceProps<V extends string> = {
  data: readonly SegmentedChoiceItem<V>[];
  /** The chosen value; none is chosen while it matches no item (a form's empty field). */
  value: V | null;
  onChange: (value: V) => void;
  /** The group's name for assistive technology: a label, or the id of the text that labels it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The segments share the whole width. */
  fullWidth?: boolean;
  /** The form field it stands for (`data-path`), where a form scrolls to its first error. */
  path?: string;
};

/**
 * One choice of a few, side by side (the kit's segmented control): a radio group, so a keyboard reaches it with
 * one Tab and moves the choice with the arrow keys, and a screen reader hears "radio, 2 of 3".
 */
export function SegmentedChoice<V extends string>({ data, value, onChange, fullWidth, path, ...names }: SegmentedChoiceProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} data-full-width={fullWidth || undefined} data-path={path} {...names}>
      {data.map((item) => (
        <label key={item.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <span className={classes.label}>{item.label}</span>
        </label>
      ))}
    </div>
  );
}
