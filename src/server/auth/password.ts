import { hash, verify } from '@node-rs/argon2';

// Argon2id at OWASP's recommended parameters (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1).
// `algorithm: 2` is Argon2id; the package's enum is a const enum that isolated modules cannot read.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword({ hash: digest, password }: { hash: string; password: string }): Promise<boolean> {
  return verify(digest, password).catch(() => false);
}
