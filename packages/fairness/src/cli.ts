// Entry of `tengu-verify` (see bin/tengu-verify.mjs); the only file in src/ that touches Node.
import process from 'node:process';
import { runVerify } from './verify-command';

const { exitCode, stdout, stderr } = runVerify(process.argv.slice(2));
process.stdout.write(stdout);
process.stderr.write(stderr);
process.exitCode = exitCode;
