import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The demo accounts' password: random per installation, made once and kept in DATA_DIR readable by
// the owner only, so it survives restarts and no two installations share it (as auth/secret.ts does).

export const DEMO_PASSWORD_FILE = 'demo-password';

/** The installation's demo password, made on first use. */
export function resolveDemoPassword(dataDir: string): string {
  const existing = readDemoPassword(dataDir);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // 15 random bytes: 20 characters of base64url, 120 bits.
  const password = randomBytes(15).toString('base64url');
  writeFileSync(path.join(dataDir, DEMO_PASSWORD_FILE), password, { mode: 0o600 });
  return password;
}

/** The demo password if this installation made one, else null (it is never made just to be printed). */
export function readDemoPassword(dataDir: string): string | null {
  const file = path.join(dataDir, DEMO_PASSWORD_FILE);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').trim() || null;
}
