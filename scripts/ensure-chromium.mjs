// The end-to-end suite drives Debian's Chromium at /usr/bin/chromium. Install it when missing and we may.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) {
  console.error(
    `${CHROMIUM} is missing: install Debian's 'chromium' package (sudo apt-get install chromium) and run the tests again.`,
  );
  process.exit(1);
}
console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error(`Installing chromium did not provide ${CHROMIUM}.`);
  process.exit(1);
}
