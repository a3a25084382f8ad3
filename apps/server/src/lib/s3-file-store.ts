import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkStorageKey, measuringStream, type TFileStore } from './file-store';

/** Where the S3 service is and who we are there (FILE_STORE=s3, the S3_* variables). */
export type TS3Location = {
  region: string;
  /** An S3-compatible service (MinIO, R2, Ceph, …); unset means AWS S3 itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, shared config, instance or task roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export const createS3Client = (location: TS3Location) =>
  new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every S3-compatible service;
    // integrity is ours anyway: putStream hashes every byte and files are named by that hash.
    ...(location.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });

/** Stops start-up with one line when the bucket cannot be reached with these settings. */
export const checkS3Bucket = async (client: S3Client, bucket: string) => {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`S3 bucket ${bucket} is not usable (S3_* settings): ${reason}`);
  }
};

/** S3 refuses single-request copies of more than 5 GiB; larger objects are copied in parts of this size. */
const MAX_SINGLE_COPY_BYTES = 5 * 1024 ** 3;
const COPY_PART_BYTES = 512 * 1024 ** 2;
/** 16 MiB parts keep a 50 GB upload under S3's 10,000 parts; two in flight hold 32 MiB of memory per upload. */
const DEFAULT_PART_BYTES = 16 * 1024 ** 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * The file store in an S3-compatible bucket, under `prefix` (empty, or ending in '/'). Keys are checked like the
 * local store's, so both stores accept exactly the same keys.
 */
export const s3FileStore = (options: {
  client: S3Client;
  bucket: string;
  prefix?: string;
  /** Bytes per part of a streamed upload (at least 5 MiB, S3's minimum). */
  partBytes?: number;
}): TFileStore => {
  const { client, bucket } = options;
  const objectKey = (key: string) => `${options.prefix ?? ''}${checkStorageKey(key)}`;

  const copyInParts = async (source: string, target: string, size: number) => {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: target }));
    try {
      const parts: { PartNumber: number; ETag?: string }[] = [];
      for (let start = 0, part = 1; start < size; start += COPY_PART_BYTES, part++) {
        const end = Math.min(start + COPY_PART_BYTES, size) - 1;
        const { CopyPartResult } = await client.send(
          new UploadPartCopyCommand({
            Bucket: bucket,
            Key: target,
            UploadId,
            PartNumber: part,
            CopySource: `${bucket}/${source}`,
            CopySourceRange: `bytes=${start}-${end}`,
          }),
        );
        parts.push({ PartNumber: part, ETag: CopyPartResult?.ETag });
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: target,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: target, UploadId })).catch(() => {});
      throw error;
    }
  };

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.byteLength }),
      );
    },
    async putStream(key, bytes) {
      const target = objectKey(key);
      const measure = measuringStream();
      // The source's own error is the one to answer (an AppError of a check made while streaming, a client that went
      // away), even when aborting the upload fails after it.
      let sourceError: unknown;
      const source = async function* () {
        try {
          yield* bytes;
        } catch (error) {
          sourceError = error;
          throw error;
        }
      };
      // A failing source destroys `measure` with its error, which fails the upload reading from it.
      const piping = pipeline(source, measure);
      piping.catch(() => undefined);
      // Up to one part the Upload is a single PUT, which S3 applies whole or not at all. Past that it is a multipart
      // upload, never visible under the key before it completes; on any failure the Upload aborts it (its default,
      // leavePartsOnError false), so S3 frees the parts already sent.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: target, Body: measure },
        partSize: options.partBytes ?? DEFAULT_PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
        await piping;
      } catch (error) {
        // The upload may fail while the source still flows: stop reading it.
        measure.destroy();
        throw sourceError ?? error;
      }
      return measure.result();
    },
    // Copy, then delete: not atomic across the two keys. That is acceptable because keys are content hashes: a
    // crash between the two leaves the same bytes under both keys (the source a stray copy, never a wrong file),
    // and a concurrent move to the same target writes identical bytes.
    async move(from, to) {
      const source = objectKey(from);
      const target = objectKey(to);
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: source }));
      const size = head.ContentLength ?? 0;
      if (size > MAX_SINGLE_COPY_BYTES) await copyInParts(source, target, size);
      else await client.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: `${bucket}/${source}` }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source }));
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
        return object.Body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    check: () => checkS3Bucket(client, bucket),
  };
};
