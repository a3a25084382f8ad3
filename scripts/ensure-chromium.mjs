// Installs a Debian Chromium package when its binary is missing and we may: `chromium-headless-shell` (the browser
// journeys: the old headless shell, which renders the same Blink at about two thirds of the CPU time) or `chromium`
// (the default; the page benchmark's Lighthouse wants the full browser's new headless mode).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['chromium', 'chromium-headless-shell'];
const pkg = process.argv[2] ?? 'chromium';
if (!PACKAGES.includes(pkg)) {
  console.error(`usage: ensure-chromium.mjs [${PACKAGES.join('|')}]`);
  process.exit(2);
}
const binary = `/usr/bin/${pkg}`;
if (existsSync(binary)) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) {
  console.error(`${binary} is missing: install Debian's '${pkg}' package (sudo apt-get install ${pkg}) and run again.`);
  process.exit(1);
}
console.log(`${binary} is missing: installing Debian's ${pkg} package…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env });
if (!existsSync(binary)) {
  console.error(`Installing ${pkg} did not provide ${binary}.`);
  process.exit(1);
}
