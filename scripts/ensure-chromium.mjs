// End-to-end tests drive Debian's Chromium. When it is missing and we are root on Debian, install
// it (and say so); otherwise fail with the command to run. Never download a browser of our own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian || process.env.CHROMIUM_PATH) {
    console.error(`Chromium not found at ${path}.`);
    console.error('Install it with: sudo apt-get update && sudo apt-get install -y chromium');
    console.error('or point CHROMIUM_PATH at a Chromium binary.');
    process.exit(1);
  }
  console.log(
    "Chromium is missing: installing Debian's chromium package (apt-get install -y chromium) ...",
  );
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  console.log(`Chromium installed at ${path}.`);
}
