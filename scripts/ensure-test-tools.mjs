// The tests use programs from Debian: Chromium (end-to-end), redis-server and haproxy (the
// scale-out and cluster integration tests) and litecoind (the UTXO chain adapter's regtest
// integration test). When one is missing and we are root on Debian, install it (and say so);
// otherwise fail with the command to run. Never download a browser of our own.
// Usage: node scripts/ensure-test-tools.mjs [chromium] [redis] [haproxy] [litecoind]
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = {
  chromium: {
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pkg: 'chromium',
    env: 'CHROMIUM_PATH',
  },
  redis: { path: '/usr/bin/redis-server', pkg: 'redis-server' },
  haproxy: { path: '/usr/sbin/haproxy', pkg: 'haproxy' },
  litecoind: {
    path: process.env.LITECOIND_PATH ?? '/usr/bin/litecoind',
    pkg: 'litecoind',
    env: 'LITECOIND_PATH',
  },
};

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(tools);
const missing = wanted.map((name) => tools[name]).filter((tool) => tool && !existsSync(tool.path));
if (missing.length) {
  const packages = missing.map((tool) => tool.pkg).join(' ');
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  const isCustomPath = missing.some((tool) => tool.env && process.env[tool.env]);
  if (!isRoot || !isDebian || isCustomPath) {
    for (const tool of missing) console.error(`${tool.pkg} not found at ${tool.path}.`);
    console.error(`Install with: sudo apt-get update && sudo apt-get install -y ${packages}`);
    if (missing.some((tool) => tool.env))
      console.error('or point CHROMIUM_PATH / LITECOIND_PATH at the binary.');
    process.exit(1);
  }
  console.log(
    `Missing test tools: installing Debian's ${packages} (apt-get install -y ${packages}) ...`,
  );
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
  console.log(`Installed ${packages}.`);
}
