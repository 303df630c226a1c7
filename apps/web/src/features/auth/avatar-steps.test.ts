import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVATAR_LEVEL_STEPS, profileImageForLevel } from '@tengu/shared';
import { AVATAR_STEPS, avatarStepIndex, avatarUrlForLevel } from './avatar-steps';

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

describe('avatar images', () => {
  it("are the server's profile_img paths", () => {
    for (const level of [0, 1, 4, 5, 21, 22, 23, 24, 27, 29, 34, 35, 40]) {
      expect(avatarUrlForLevel(level)).toBe(profileImageForLevel(level));
    }
  });

  it('exist as pictures in public/avatars for every step', () => {
    for (const step of AVATAR_STEPS) {
      const file = new URL(`../../../public/avatars/level-${step}.png`, import.meta.url);
      const bytes = readFileSync(file);
      // The PNG signature, so a step never answers a missing or non-image file.
      expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    }
  });
});
