import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { mantineVariablesCss } from '../../mantine-variables';
import { cssVariablesResolver, theme } from './theme';

/** `selector{--a: 1; --b: 2}` blocks as selector → variable → value. */
function declarations(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const variables = blocks.get(selector.trim()) ?? new Map<string, string>();
    for (const declaration of body.split(';')) {
      const at = declaration.indexOf(':');
      if (at > 0) variables.set(declaration.slice(0, at).trim(), declaration.slice(at + 1).trim());
    }
    blocks.set(selector.trim(), variables);
  }
  return blocks;
}

describe("the theme's CSS variables made at build time (mantine-variables.ts)", () => {
  it('hold every variable MantineProvider writes at run time, with the same value', () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p>x</p>
      </MantineProvider>,
    );
    // The variables' style element (MantineClasses writes another one, `data-mantine-styles="classes"`, which the build keeps).
    const written = [...document.querySelectorAll('style[data-mantine-styles="true"]')].map((style) => style.textContent ?? '').join('\n');
    const atRunTime = declarations(written);
    const built = declarations(mantineVariablesCss());
    const runTimeVariables = [...atRunTime.values()].reduce((sum, variables) => sum + variables.size, 0);
    // The provider writes only what differs from Mantine's defaults: the brand, the darker shades, the font.
    expect(runTimeVariables).toBeGreaterThan(20);
    for (const [selector, variables] of atRunTime) {
      for (const [name, value] of variables) expect(built.get(selector)?.get(name), `${selector} ${name}`).toBe(value);
    }
  });

  it("hold Mantine's defaults too (main.tsx imports them in place of default-css-variables.css)", () => {
    const built = declarations(mantineVariablesCss());
    const root = built.get(':root, :host');
    expect(root?.get('--mantine-spacing-md')).toBe('calc(1rem * var(--mantine-scale))');
    expect(root?.get('--mantine-color-brand-7')).toBe('#007337');
    expect(
      built.get(':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"])')?.get('--mantine-color-placeholder'),
    ).toBe('var(--mantine-color-gray-6)');
    expect(root?.size).toBeGreaterThan(200);
  });
});
