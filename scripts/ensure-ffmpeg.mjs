// Uploaded videos are transcoded to HLS with Debian's ffmpeg (ffmpeg and ffprobe on the PATH). Install it when
// missing and we may (root with apt-get). `--optional` (server start, unit tests) only warns when it cannot be
// installed: the server then marks videos failed with the reason, and the transcode tests skip saying why.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const optional = process.argv.includes('--optional');

const has = (command) => {
  try {
    execFileSync(command, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const installed = () => has('ffmpeg') && has('ffprobe');

const giveUp = (message) => {
  console.error(optional ? `Warning: ${message} Video processing is unavailable until then.` : message);
  process.exit(optional ? 0 : 1);
};

if (installed()) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) {
  giveUp("ffmpeg is missing: install Debian's 'ffmpeg' package (sudo apt-get install ffmpeg) and run this again.");
}
console.log("ffmpeg is missing: installing Debian's ffmpeg package…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'ffmpeg'], { stdio: 'inherit', env });
} catch {
  giveUp("Installing Debian's ffmpeg package failed (see apt-get's output above).");
}
if (!installed()) giveUp('Installing ffmpeg did not provide ffmpeg and ffprobe on the PATH.');
