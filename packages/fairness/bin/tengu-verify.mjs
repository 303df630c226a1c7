#!/usr/bin/env node
// Launcher for the TypeScript CLI: internal packages ship source (CONVENTIONS.md), so run
// src/cli.ts through the repo's tsx loader, resolved from here so any working directory works.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');
const child = spawnSync(process.execPath, ['--import', tsx, cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (child.error) throw child.error;
process.exit(child.status ?? 1);
