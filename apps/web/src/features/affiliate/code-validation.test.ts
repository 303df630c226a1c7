import { AFFILIATE_MESSAGES } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { errorKeyOf, validateCode } from './code-validation';

describe('validateCode', () => {
  it('accepts a name and a 3–20 character code of letters, digits, - and _', () => {
    expect(validateCode({ name: 'Summer', code: 'SUMMER_24-x' })).toEqual({});
  });
  it('names the broken rule of each field', () => {
    expect(validateCode({ name: ' ', code: 'ab' })).toEqual({
      name: 'nameRequired',
      code: 'codeInvalid',
    });
    expect(validateCode({ name: 'n'.repeat(41), code: 'a b c' })).toEqual({
      name: 'nameTooLong',
      code: 'codeInvalid',
    });
  });
  it('maps the server texts back to their keys', () => {
    expect(errorKeyOf(AFFILIATE_MESSAGES.codeTaken)).toBe('codeTaken');
    expect(errorKeyOf('something else')).toBeUndefined();
  });
});
