// `tengu-verify` logic without process I/O, so tests can call it directly and the CLI stays a thin shell.
import { FairnessError } from './errors';
import { GAMES, isGameName, outcome } from './outcome';

export const USAGE = `usage: tengu-verify GAME --server-seed S --client-seed C --nonce N [--opts JSON]
       tengu-verify crash --opts '{"hash":"<64 hex>","salt":"<salt>"}'
games: ${GAMES.join(', ')}`;

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

const FLAGS = ['server-seed', 'client-seed', 'nonce', 'opts'] as const;
type Flag = (typeof FLAGS)[number];

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): {
  game: string;
  flags: Partial<Record<Flag, string>>;
} {
  const positional: string[] = [];
  const flags: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const flag = FLAGS.find((f) => f === name);
    if (flag === undefined) throw new UsageError(`unknown option --${name}`);
    if (flags[flag] !== undefined) throw new UsageError(`--${flag} given twice`);
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined) throw new UsageError(`--${flag} needs a value`);
    flags[flag] = value;
  }
  if (positional.length !== 1) throw new UsageError('give exactly one GAME');
  return { game: positional[0] ?? '', flags };
}

function parseNonce(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const nonce = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(nonce)) throw new UsageError('--nonce must be a non-negative integer');
  return nonce;
}

function parseOpts(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError('--opts must be valid JSON, e.g. \'{"rows":16}\'');
  }
}

/** Runs the command; exit 0 with one JSON line on success, exit 2 with a message on bad input. */
export function runVerify(argv: readonly string[]): CommandResult {
  if (argv.includes('--help') || argv.includes('-h'))
    return { exitCode: 0, stdout: `${USAGE}\n`, stderr: '' };
  try {
    const { game, flags } = parseArgs(argv);
    if (!isGameName(game)) throw new UsageError(`unknown game "${game}"`);
    const result = outcome(game, {
      serverSeed: flags['server-seed'],
      clientSeed: flags['client-seed'],
      nonce: parseNonce(flags.nonce),
      opts: parseOpts(flags.opts),
    });
    return { exitCode: 0, stdout: `${JSON.stringify(result)}\n`, stderr: '' };
  } catch (error) {
    if (error instanceof UsageError || error instanceof FairnessError) {
      return { exitCode: 2, stdout: '', stderr: `tengu-verify: ${error.message}\n${USAGE}\n` };
    }
    throw error;
  }
}
