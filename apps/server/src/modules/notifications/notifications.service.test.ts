import { notificationsQuerySchema } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { isSafeLink } from './notifications.service';

describe('isSafeLink', () => {
  it('accepts paths of this site and https URLs, nothing a click must not follow', () => {
    for (const ok of ['/history', '/rewards?tab=weekly#x', 'https://docs.tengu.example/faq']) {
      expect(isSafeLink(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'http://plain.example',
      '//evil.example',
      '/\\evil.example',
      '/a b',
      '/tab\there',
      'history',
      '',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });
});

describe('notificationsQuerySchema', () => {
  it('defaults to the first page of 50 (spec document 1 section 9) and bounds the limit', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(notificationsQuerySchema.parse({ limit: '10', offset: '20' })).toEqual({
      limit: 10,
      offset: 20,
    });
    for (const bad of [{ limit: '0' }, { limit: '51' }, { offset: '-1' }, { limit: '1.5' }]) {
      expect(notificationsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
