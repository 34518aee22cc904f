/**
 * Unit tests run the source in development mode, with Preact's and the libraries' development
 * checks; the production build (vite.config.ts, only when building) is what the browser tests drive.
 */
import { createElement, render } from 'preact';
import { describe, expect, it } from 'vitest';

describe('the unit tests', () => {
  it('run in development mode, not production', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
  });

  it("run with Preact's development checks (preact/debug): an element of no component is refused, naming it", () => {
    const notAComponent = { name: 'not a component' } as unknown as string;
    expect(() => render(createElement(notAComponent, null), document.createElement('div'))).toThrow(/Invalid type passed to createElement/);
  });
});
