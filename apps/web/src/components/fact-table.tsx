import type { ReactNode } from 'react';
import classes from './fact-table.module.css';

/** A sheet's facts: one row per label and value, the label a row header. */
export function FactTable({ children }: { children: ReactNode }) {
  return (
    <table className={classes.facts}>
      <tbody>{children}</tbody>
    </table>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}
