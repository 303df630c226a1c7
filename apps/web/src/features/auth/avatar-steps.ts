/**
 * Avatar steps (spec document 2 section 4): `AVATAR_LEVEL_STEPS` of @tengu/shared, copied
 * because importing it from the header pulls zod (users.ts) into the first page's JavaScript
 * (budget 250 KB gzip). avatar-steps.test.ts keeps the two equal.
 */
export const AVATAR_STEPS = [0, 1, 5, 10, 15, 20, 22, 24, 25, 28, 30, 35] as const;

/** Index of the highest step not above the level. */
export function avatarStepIndex(level: number): number {
  let index = 0;
  AVATAR_STEPS.forEach((step, i) => {
    if (step <= level) index = i;
  });
  return index;
}

/**
 * The avatar image of a level: the step's picture in `public/avatars`, the same path the server
 * answers as `profile_img` (`profileImageForLevel` of @tengu/shared).
 */
export function avatarUrlForLevel(level: number): string {
  return `/avatars/level-${AVATAR_STEPS[avatarStepIndex(level)] ?? 0}.png`;
}
