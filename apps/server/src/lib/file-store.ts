import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. Local disk by default; an S3-compatible store can implement the same contract. */
export type TFileStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Readable | null>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export const localFileStore = (root: string): TFileStore => {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async read(key) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
  };
};
