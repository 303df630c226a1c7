// Plain runtime checks for `outcome` options (they arrive as JSON from the CLI or an API), kept
// dependency-free so the package runs unchanged in the browser verifier.
import { FairnessError } from './errors';

export type Options = Record<string, unknown>;

/** `opts` as a plain object holding only `allowed` keys; a typo fails loudly instead of being ignored. */
export function readOptions(game: string, opts: unknown, allowed: readonly string[]): Options {
  if (opts === undefined || opts === null) return {};
  if (typeof opts !== 'object' || Array.isArray(opts)) {
    throw new FairnessError(`${game}: opts must be a JSON object`);
  }
  for (const key of Object.keys(opts)) {
    if (!allowed.includes(key)) {
      const hint = allowed.length > 0 ? `allowed: ${allowed.join(', ')}` : 'it takes no options';
      throw new FairnessError(`${game}: unknown option "${key}" (${hint})`);
    }
  }
  return opts as Options;
}

export function requireInteger(
  game: string,
  options: Options,
  key: string,
  min: number,
  max: number,
): number {
  const value = options[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new FairnessError(`${game}: opts.${key} must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function requireChoice<T extends string>(
  game: string,
  options: Options,
  key: string,
  choices: readonly T[],
): T {
  const value = options[key];
  const choice = choices.find((c) => c === value);
  if (choice === undefined) {
    throw new FairnessError(`${game}: opts.${key} must be one of ${choices.join(', ')}`);
  }
  return choice;
}

export function requireString(game: string, options: Options, key: string): string {
  const value = options[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new FairnessError(`${game}: opts.${key} must be a non-empty string`);
  }
  return value;
}
