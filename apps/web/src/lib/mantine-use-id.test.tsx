import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

function Field({ id }: { id?: string }) {
  const inputId = useId(id);
  return (
    <>
      <label htmlFor={inputId}>이름</label>
      <input id={inputId} />
    </>
  );
}

describe('the web build’s Mantine useId', () => {
  it('is a stable, selector-safe id from the first render, without a second render', () => {
    const phases: string[] = [];
    const { rerender } = render(
      <Profiler id="field" onRender={(_id, phase) => phases.push(phase)}>
        <Field />
      </Profiler>,
    );
    const input = screen.getByRole('textbox', { name: '이름' });
    expect(input.id).toMatch(/^mantine-[\w-]+$/);
    expect(phases).toEqual(['mount']);
    const first = input.id;
    rerender(
      <Profiler id="field" onRender={(_id, phase) => phases.push(phase)}>
        <Field />
      </Profiler>,
    );
    expect(screen.getByRole('textbox', { name: '이름' }).id).toBe(first);
  });

  it('keeps an id it is given, and gives two fields two ids', () => {
    render(
      <>
        <Field id="hope-salary" />
        <Field />
        <Field />
      </>,
    );
    const [given, a, b] = screen.getAllByRole('textbox', { name: '이름' });
    expect(given?.id).toBe('hope-salary');
    expect(a?.id).not.toBe(b?.id);
  });
});
