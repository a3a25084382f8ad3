// Runs commands at once, each through the shell, and prints each one's output in one piece once it ends (so the
// outputs do not interleave). Exits with the first failure's code, after every command ended.
// Usage: node scripts/parallel.mjs "npm run lint" "npm run typecheck"
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: parallel.mjs "<command>" ["<command>" …]');
  process.exit(2);
}
const codes = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const status = code ?? (signal ? 1 : 0);
          process.stdout.write(`\n> ${command}${status === 0 ? '' : ` (failed: ${signal ?? `exit ${code}`})`}\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(status);
        });
      }),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
