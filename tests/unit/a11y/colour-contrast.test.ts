// Issue 6 §6, "sufficient contrast": the design tokens of client/styles/tokens.css meet WCAG 2.1 AA for the
// pairs the stylesheets use: 4.5:1 for text (1.4.3), 3:1 for focus rings and the edges of form fields (1.4.11).
// axe checks the text it finds on the pages; this checks the palette itself, including focus rings, which axe does
// not measure.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TOKENS = fs.readFileSync(path.resolve('client/styles/tokens.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(TOKENS);
  if (!match) throw new Error(`no hex colour token --${name} in tokens.css`);
  return match[1];
}

/** Relative luminance of an sRGB colour (WCAG 2.1 definition). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast ratio (WCAG 2.1 formula)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#9a5a2e', '#9a5a2e')).toBeCloseTo(1, 5);
  });

  it('knows a pair that fails AA for text (#777777 on white is 4.48:1)', () => {
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

const BACKGROUNDS = ['color-paper', 'color-surface', 'color-paper-deep', 'color-secondary-bg'];

describe('WCAG 1.4.3: text colours on the shop backgrounds reach 4.5:1', () => {
  for (const text of ['color-text', 'color-text-muted', 'color-ink-muted', 'color-cognac', 'color-cognac-dark', 'color-danger', 'color-success', 'color-warning', 'color-info']) {
    for (const background of BACKGROUNDS) {
      it(`--${text} on --${background}`, () => expect(contrast(token(text), token(background))).toBeGreaterThanOrEqual(4.5));
    }
  }

  it('light text on the ink areas (header promo bar, footer, bottom navigation)', () => {
    for (const text of ['color-text-inverse', 'color-text-inverse-muted', 'color-cognac-light']) expect(contrast(token(text), token('color-ink'))).toBeGreaterThanOrEqual(4.5);
  });

  it('messages on their tinted backgrounds', () => {
    for (const kind of ['danger', 'success', 'warning', 'info']) expect(contrast(token(`color-${kind}`), token(`color-${kind}-bg`))).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the cognac buttons and badges', () => {
    expect(contrast('#ffffff', token('color-cognac'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token('color-text-inverse'), token('color-cognac'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('WCAG 1.4.11: focus rings and form-field edges reach 3:1', () => {
  for (const background of BACKGROUNDS) {
    it(`the focus ring (--color-focus) on --${background}`, () => expect(contrast(token('color-focus'), token(background))).toBeGreaterThanOrEqual(3));
    it(`the edge of a form field (--color-control-border) on --${background}`, () => expect(contrast(token('color-control-border'), token(background))).toBeGreaterThanOrEqual(3));
  }

  it('the light focus ring on the ink areas', () => {
    expect(contrast(token('color-cognac-light'), token('color-ink'))).toBeGreaterThanOrEqual(3);
  });
});
