import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every folder and file under `root` (itself included) that is not owner-only (0700, 0600), with its mode. */
export function notOwnerOnly(root: string): string[] {
  const wrong: string[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    const mode = info.mode & 0o777;
    if (info.isDirectory() ? mode !== 0o700 : mode !== 0o600)
      wrong.push(`${path.relative(root, entry) || '.'} ${mode.toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return wrong;
}
