import { SB_ERRORS } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/sportsbook.json';
import { sbErrorText } from './sb-error-text';

const t = (key: string) =>
  (key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as
    string | undefined) ?? key;

describe('sportsbook error texts', () => {
  it('answers every error code of the sportsbook with its own sentence', () => {
    for (const code of [...Object.values(SB_ERRORS), 'INSUFFICIENT_FUNDS', 'RATE_LIMITED']) {
      const text = sbErrorText(t, code);
      expect(text, code).not.toBe(en.errors.generic);
      expect(text, code).not.toContain('errors.');
    }
  });

  it('falls back to a generic sentence for anything else', () => {
    expect(sbErrorText(t, 'INTERNAL')).toBe(en.errors.generic);
    expect(sbErrorText(t, undefined)).toBe(en.errors.generic);
  });
});
