import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository's root: scripts are started from there. */
export const root = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on now, on loopback. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts a TypeScript script of the repository in its own Node process; resolves once it printed `ready`. */
export const startProcess = async (
  script: string,
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk).slice(-20_000);
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  // A server that dies during the runs says why (its last output), instead of leaving only connection errors.
  child.once('exit', (code, signal) => {
    if (!child.killed) process.stderr.write(`${script} exited with ${code ?? signal}:\n${output.slice(-4000)}\n`);
  });
  return child;
};
