import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isValidKey, isValidListPrefix, PUBLIC_FILES_PREFIX, type Storage } from './storage';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces...); unset for Amazon S3. */
  endpoint: string | undefined;
  /** Unset: the SDK's default chain (AWS_* variables, an instance or pod role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

/**
 * Files as objects in one bucket, under the same keys as the local folder, so that several server
 * processes share them. Browsers still fetch them through /files/ (and resumes through their
 * permission check), so the bucket stays private and the addresses do not depend on the backend.
 */
export function createS3Storage(settings: S3Settings): Storage & { check(): Promise<void>; close(): void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Only what S3 itself requires: many S3-compatible services reject the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const assertKey = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
  };

  return {
    async put(key, data, contentType) {
      assertKey(key);
      // Every upload gets a new key; IfNoneMatch makes the store refuse to overwrite one, as the local folder does.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, IfNoneMatch: '*' }),
      );
    },
    async getStream(key) {
      if (!isValidKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isValidKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async *list(prefix) {
      if (!isValidListPrefix(prefix)) return;
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${prefix}/` })) {
        for (const object of page.Contents ?? []) if (object.Key && isValidKey(object.Key)) yield object.Key;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      // S3 answers a delete of a missing object with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl: (key) => `${PUBLIC_FILES_PREFIX}${key}`,
    /** Fails with a clear message when the bucket cannot be reached, so a wrong setting stops the start. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(
          `Cannot reach the S3 bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}: ${(error as Error).name || (error as Error).message}`,
        );
      }
    },
    close: () => client.destroy(),
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}
