import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite, openPostgres } from '../db/client';

// Migrations run once per test run, not once per file: on PGlite into a dump that each file loads,
// on PostgreSQL (TEST_DATABASE_URL) into a template database that each file copies.

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

export function templateName(url: string) {
  return `${new URL(url).pathname.slice(1) || 'postgres'}_liftoff_template`;
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = templateName(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = openPostgres(templateUrl.toString(), 1);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'liftoff-test-'));
  const database = await openPglite();
  await database.migrate();
  const dump = await dumpPglite(database);
  await database.close();
  const dumpPath = path.join(dir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
