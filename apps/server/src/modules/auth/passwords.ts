import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES, passwordRuleProblem, SPEC_COMMON_PASSWORDS } from '@tengu/shared';
import { AppError } from '#app/errors/app-error';

/** argon2id (the library's default algorithm) with its default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both cases take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hash('tengu-no-such-account'));
}

let common: Set<string> | undefined;
/** The 10,000 most common passwords (data/README.md) and the spec's examples, lower-cased. */
export function commonPasswords(): Set<string> {
  if (!common) {
    const file = new URL('./data/common-passwords.txt', import.meta.url);
    const lines = readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean);
    common = new Set([...lines, ...SPEC_COMMON_PASSWORDS]);
  }
  return common;
}

/**
 * Case-insensitive, and also with the symbols at either end removed: the list has no entry that
 * passes the other rules (none has a special character), while 'Password1!' is 'password1' with
 * the capital and the symbol every site asks for, and is just as guessable.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return commonPasswords().has(lower) || commonPasswords().has(core);
}

/** The first broken rule's message (spec document 2 section 5), or null. */
export function newPasswordProblem(password: string): string | null {
  return (
    passwordRuleProblem(password) ??
    (isCommonPassword(password) ? AUTH_MESSAGES.passwordCommon : null)
  );
}

export function assertStrongPassword(password: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError('WEAK_PASSWORD', problem);
}
