import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outcome } from './outcome';
import { CLIENT_SEED, SERVER_SEED } from './testing/node-reference';
import { runVerify } from './verify-command';

const BIN = fileURLToPath(new URL('../bin/tengu-verify.mjs', import.meta.url));
const SEED_ARGS = ['--server-seed', SERVER_SEED, '--client-seed', CLIENT_SEED, '--nonce', '4'];
const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 4 };

function spawnCli(args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 30_000 });
}

describe('tengu-verify (spawned through bin/tengu-verify.mjs)', () => {
  it('prints the same JSON as outcome() and exits 0', () => {
    const run = spawnCli(['plinko', ...SEED_ARGS, '--opts', '{"rows":16}']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(outcome('plinko', { ...seeds, opts: { rows: 16 } }));
  }, 30_000);

  it('exits 2 with a message on stderr for bad arguments', () => {
    const run = spawnCli(['mines', ...SEED_ARGS, '--opts', '{"mines":30}']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('tengu-verify: mines: opts.mines must be an integer from 1 to 24');
  }, 30_000);
});

describe('runVerify', () => {
  it('matches outcome() for every game, with --flag value and --flag=value', () => {
    const cases: [string, unknown][] = [
      ['dice', undefined],
      ['limbo', undefined],
      ['roulette', undefined],
      ['keno', undefined],
      ['coinflip', undefined],
      ['cases', undefined],
      ['blackjack', undefined],
      ['mines', { mines: 3 }],
      ['towers', { difficulty: 'easy' }],
      ['dojo-dash', { difficulty: 'medium' }],
    ];
    for (const [game, opts] of cases) {
      const args =
        opts === undefined
          ? [game, ...SEED_ARGS]
          : [game, ...SEED_ARGS, `--opts=${JSON.stringify(opts)}`];
      const result = runVerify(args);
      expect(result.exitCode).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual(outcome(game as 'dice', { ...seeds, opts }));
    }
  });

  it('verifies crash from --opts alone', () => {
    const opts = {
      hash: '430b00ec4c30bc52280602b9d82589310cea6e2e134341fe4e30565ac21c6fa0',
      salt: 'salt-1',
    };
    expect(runVerify(['crash', '--opts', JSON.stringify(opts)]).stdout).toBe('{"result":3.06}\n');
  });

  it.each([
    [
      ['dice', '--server-seed', 'a', '--client-seed', 'b', '--nonce', '-1'],
      '--nonce must be a non-negative integer',
    ],
    [
      ['dice', '--server-seed', 'a', '--client-seed', 'b', '--nonce', '1', '--seed', 'x'],
      'unknown option --seed',
    ],
    [['dice', '--server-seed'], '--server-seed needs a value'],
    [['plinko', ...SEED_ARGS, '--opts', '{rows:16}'], '--opts must be valid JSON'],
    [['poker', ...SEED_ARGS], 'unknown game "poker"'],
    [[...SEED_ARGS], 'give exactly one GAME'],
    [
      ['dice', '--client-seed', 'b', '--nonce', '1'],
      'dice: serverSeed, clientSeed and nonce are required',
    ],
  ])('rejects %j with exit 2', (args, message) => {
    const result = runVerify(args);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('usage: tengu-verify GAME');
  });

  it('prints usage for --help', () => {
    expect(runVerify(['--help'])).toMatchObject({ exitCode: 0, stderr: '' });
  });
});
