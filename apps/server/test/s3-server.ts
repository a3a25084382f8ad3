import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../src/lib/s3-file-store';

export type TS3TestServer = {
  client: S3Client;
  bucket: string;
  /** The names of the S3 operations the client has sent, oldest first. */
  sent: string[];
  /** Every key in the bucket under `prefix`. */
  keys: (prefix?: string) => Promise<string[]>;
  close: () => Promise<void>;
};

/**
 * A real S3 API (s3rver) on a free loopback port with its own temporary directory and one new bucket; the client
 * records what it sends. `close` empties and deletes the bucket, stops the server and removes the directory.
 */
export const startS3Server = async (): Promise<TS3TestServer> => {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const client = createS3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver checks signatures against its one built-in account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const sent: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (context.commandName) sent.push(context.commandName.replace(/Command$/, ''));
      return next(args);
    },
    { step: 'initialize', name: 'recordSentCommands' },
  );
  const bucket = `questline-test-${randomBytes(4).toString('hex')}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));

  const keys = async (prefix = '') => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  };
  return {
    client,
    bucket,
    sent,
    keys,
    close: async () => {
      try {
        for (const key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      } finally {
        client.destroy();
        await server.close();
        await fs.rm(directory, { recursive: true, force: true });
      }
    },
  };
};
