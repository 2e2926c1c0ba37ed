// Seeds demo data into the configured database (embedded or DATABASE_URL) when it has no users yet.
import path from 'node:path';
import { createAuth } from '../src/server/auth/auth';
import { featureAuthHooks } from '../src/server/auth-hooks';
import { resolveAuthSecret } from '../src/server/auth/secret';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { lockDataDir } from '../src/server/lib/data-dir-lock';
import { createLogger } from '../src/server/lib/logger';
import { seedIfEmpty } from '../src/server/seed/seed';
import { createLocalStorage } from '../src/server/storage/local-storage';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const release = config.databaseUrl ? null : await lockDataDir(config.dataDir);
const database = await openDatabase(config);
await database.migrate();
const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
const auth = createAuth({
  db: database.db,
  config,
  logger,
  storage,
  hooks: featureAuthHooks,
  secret: resolveAuthSecret(config.authSecret, config.dataDir),
});
const seeded = await seedIfEmpty({ db: database.db, auth, config, logger, storage });
if (!seeded) console.log('The database already has users; nothing seeded.');
await database.close();
await release?.();
