import { describe, expect, it } from 'vitest';
import { AVATAR_LEVEL_STEPS } from '@tengu/shared';
import { AVATAR_STEPS, avatarStepIndex } from './avatar-steps';

describe('avatar steps', () => {
  it('are the shared ones', () => {
    expect([...AVATAR_STEPS]).toEqual([...AVATAR_LEVEL_STEPS]);
  });

  it('use the highest step not above the level', () => {
    expect(avatarStepIndex(0)).toBe(0);
    expect(avatarStepIndex(4)).toBe(1);
    expect(avatarStepIndex(21)).toBe(5);
    expect(avatarStepIndex(99)).toBe(11);
  });
});
