import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestS3 } from '../testing/s3';
import { createStorage } from './create-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

// One contract, two backends: the local folder and an S3-compatible bucket behave the same.

let s3: Awaited<ReturnType<typeof startTestS3>>;
let folder: string;
const backends: Record<string, () => Storage> = {};
beforeAll(async () => {
  s3 = await startTestS3();
  folder = mkdtempSync(path.join(tmpdir(), 'liftoff-storage-'));
  const local = createLocalStorage(folder);
  const bucket = createS3Storage(loadConfig(s3.env).s3!);
  backends.local = () => local;
  backends.s3 = () => bucket;
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const newKey = (extension = 'pdf') => `resumes/${randomUUID()}/${Date.now()}-${randomUUID().slice(0, 8)}.${extension}`;

describe.each(['local', 's3'])('%s storage', (name) => {
  const storage = () => backends[name]!();

  it('stores a file, streams it back with its size, and deletes it', async () => {
    const key = newKey();
    await storage().put(key, new TextEncoder().encode('%PDF-1.4 hello'), 'application/pdf');
    const file = await storage().getStream(key);
    expect(file?.size).toBe(14);
    expect(await text(file!.stream)).toBe('%PDF-1.4 hello');
    await storage().delete(key);
    expect(await storage().getStream(key)).toBeNull();
  });

  it('answers null for a missing file, and deleting one is not an error', async () => {
    const key = newKey();
    expect(await storage().getStream(key)).toBeNull();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('tells whether a file exists, and lists the keys of one folder', async () => {
    const owner = randomUUID();
    const keys = [`logos/${owner}/1-a.png`, `logos/${owner}/2-b.png`];
    for (const key of keys) await storage().put(key, new Uint8Array([1]), 'image/png');
    await storage().put(`avatars/${owner}/3-c.png`, new Uint8Array([1]), 'image/png');
    expect(await storage().exists(keys[0]!)).toBe(true);
    expect(await storage().exists(`logos/${owner}/9-z.png`)).toBe(false);
    const listed: string[] = [];
    for await (const key of storage().list('logos')) if (key.includes(owner)) listed.push(key);
    expect(listed.sort()).toEqual(keys);

    // One owner's files alone (the upload quota counts them), and nothing for a prefix it did not make.
    const other = randomUUID();
    await storage().put(`logos/${other}/4-d.png`, new Uint8Array([1]), 'image/png');
    const own: string[] = [];
    for await (const key of storage().list(`logos/${owner}`)) own.push(key);
    expect(own.sort()).toEqual(keys);
    const refused: string[] = [];
    for await (const key of storage().list('logos/../..')) refused.push(key);
    expect(refused).toEqual([]);
  });

  it('refuses keys it did not make', async () => {
    await expect(storage().put('../../etc/passwd', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
    await expect(storage().put('avatars/not-a-uuid/x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      'Invalid storage key',
    );
    expect(await storage().getStream('../secret.pdf')).toBeNull();
    // A folder is lower-case words joined by single hyphens, never more.
    for (const folder of ['-kept', 'kept-', 'kept--resumes', 'Kept-resumes', 'kept.resumes']) {
      await expect(
        storage().put(`${folder}/${randomUUID()}/1-a.pdf`, new Uint8Array([1]), 'application/pdf'),
        folder,
      ).rejects.toThrow('Invalid storage key');
    }
  });

  it('keeps and lists the files of a folder named with a hyphen (kept resumes)', async () => {
    const owner = randomUUID();
    const key = `kept-resumes/${owner}/${Date.now()}-0123456789ab.pdf`;
    await storage().put(key, new TextEncoder().encode('%PDF-1.4 kept'), 'application/pdf');
    const listed: string[] = [];
    for await (const found of storage().list(`kept-resumes/${owner}`)) listed.push(found);
    expect(listed).toEqual([key]);
    await storage().delete(key);
    expect(await storage().exists(key)).toBe(false);
  });

  it('gives public files an address under /files/ whichever the backend', () => {
    const key = newKey('png').replace('resumes/', 'avatars/');
    expect(storage().publicUrl(key)).toBe(`/files/${key}`);
  });
});

describe('choosing the backend from the configuration', () => {
  it('uses the bucket when S3_BUCKET is set, and stops the start with a clear message when it cannot be reached', async () => {
    const reachable = await createStorage(loadConfig(s3.env));
    expect(reachable.kind).toBe('S3 bucket liftoff-test');
    reachable.close();
    await expect(createStorage(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }))).rejects.toThrow(
      'Cannot reach the S3 bucket "no-such-bucket"',
    );
  });

  it('uses DATA_DIR/uploads otherwise, and wants both S3 keys or neither', async () => {
    const local = await createStorage(loadConfig({ DATA_DIR: folder }));
    expect(local.kind).toBe(`local folder ${path.join(folder, 'uploads')}`);
    expect(() => loadConfig({ S3_BUCKET: 'liftoff-test', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(loadConfig({ S3_BUCKET: 'liftoff-test' }).s3).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig(s3.env).s3?.forcePathStyle).toBe(true);
  });
});
