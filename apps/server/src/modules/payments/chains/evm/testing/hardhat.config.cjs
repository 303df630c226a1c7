// Configuration for the local EVM node the chain adapter tests start (`hardhat node`). Nothing
// is compiled here (the test token ships precompiled, see compile-test-token.mjs); the paths
// point into the per-run temp directory so the repository stays clean.
/* eslint-disable @typescript-eslint/no-require-imports -- Hardhat 2 loads its config with require() */
const { join } = require('node:path');
const { tmpdir } = require('node:os');

const workDir = process.env.TENGU_EVM_NODE_DIR ?? tmpdir();

module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      // Instant blocks: one per transaction; tests mine more with hardhat_mine.
      mining: { auto: true, interval: 0 },
      loggingEnabled: false,
    },
  },
  paths: {
    sources: join(workDir, 'contracts'),
    cache: join(workDir, 'cache'),
    artifacts: join(workDir, 'artifacts'),
  },
};
