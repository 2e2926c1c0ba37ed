// npm run backup [-- --out FILE]: one archive of the database and the uploaded files (src/server/backup).
// npm run restore -- FILE: restores one into an empty data folder or an empty database.
// Both read the same settings as the server (DATABASE_URL, DATA_DIR, S3_BUCKET...).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, BackupError, restore } from '../src/server/backup/backup';
import { loadConfig } from '../src/server/config';

// What both write is their owner's only: the archive and the restored DATA_DIR (src/server/lib/private-dir.ts).
process.umask(0o077);

const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, restore: { type: 'boolean', default: false } },
  allowPositionals: true,
});

async function main() {
  const config = loadConfig();
  if (values.restore) {
    const archive = positionals[0];
    if (!archive) throw new BackupError('Which archive? npm run restore -- FILE');
    const manifest = await restore(config, path.resolve(archive));
    console.log(
      `Restored the ${manifest.database} database of ${manifest.createdAt}${manifest.files === 'included' ? ' and its files' : ' (files are in the S3 bucket)'}.`,
    );
    for (const name of manifest.keptFiles)
      console.log(
        `Kept the existing ${name} in the data folder (the archive's differs): ${name === 'auth-secret' ? 'sessions from the archive will need a new sign-in.' : 'the demo password stays the current one.'}`,
      );
    return;
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const out = path.resolve(values.out ?? path.join('backups', `liftoff-${stamp}.tar.gz`));
  const manifest = await backup(config, out);
  console.log(
    `Backed up the ${manifest.database} database${manifest.files === 'included' ? ' and the uploaded files' : ' (files are in the S3 bucket: back it up with its provider)'} to ${out}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
