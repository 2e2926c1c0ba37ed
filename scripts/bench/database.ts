// The benchmark's own PostgreSQL database: created (or emptied) here, marked with a comment so that the
// benchmark only ever drops a database it created itself.
import pg from 'pg';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/liftoff_bench';
const MARK = 'liftoff-bench';

/** What a fill holds: a fill made before the applicants were filled, or with another count, is not reused. */
const markFor = (size: number, applicants: number, state: 'filling' | 'complete') =>
  `${MARK} size=${size} applicants=${applicants} ${state}`;

function adminUrlOf(url: string): { adminUrl: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`BENCH_DATABASE_URL names no database: ${url}`);
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), name };
}

async function withAdmin<T>(url: string, run: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const { adminUrl, name } = adminUrlOf(url);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client, name);
  } finally {
    await client.end().catch(() => {});
  }
}

/** True when the database has no table of its own (a fresh `create database`). */
async function isEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n === 0;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Makes `url`'s database ready to fill: created when missing, dropped and created again when it is one
 * the benchmark made. A database that exists, has tables and is not marked is refused, never emptied.
 * With `reuse`, a complete database of the same size (and applicants) is kept as it is; returns whether it was.
 */
export async function prepareBenchDatabase(
  url: string,
  size: number,
  applicants: number,
  reuse: boolean,
): Promise<{ reused: boolean }> {
  return withAdmin(url, async (admin, name) => {
    const ident = pg.escapeIdentifier(name);
    const { rows } = await admin.query(
      `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
      [name],
    );
    if (rows.length > 0) {
      const mark = (rows[0].mark as string | null) ?? '';
      if (reuse && mark === markFor(size, applicants, 'complete')) return { reused: true };
      if (mark.startsWith(MARK)) {
        await admin.query(`drop database ${ident} with (force)`);
      } else if (!(await isEmpty(url))) {
        throw new Error(
          `Database "${name}" exists, has tables, and was not created by the benchmark: it will not be emptied.\n` +
            'Set BENCH_DATABASE_URL to a database name that does not exist yet (the benchmark creates it), or drop that one yourself.',
        );
      } else {
        await admin.query(`comment on database ${ident} is ${pg.escapeLiteral(markFor(size, applicants, 'filling'))}`);
        return { reused: false };
      }
    }
    await admin.query(`create database ${ident}`);
    await admin.query(`comment on database ${ident} is ${pg.escapeLiteral(markFor(size, applicants, 'filling'))}`);
    return { reused: false };
  });
}

/** Marks the fill as finished, so `--reuse` may keep it next time. */
export async function markFilled(url: string, size: number, applicants: number): Promise<void> {
  await withAdmin(url, (admin, name) =>
    admin.query(
      `comment on database ${pg.escapeIdentifier(name)} is ${pg.escapeLiteral(markFor(size, applicants, 'complete'))}`,
    ),
  );
}

/** Drops the benchmark's database (only a marked one). */
export async function dropBenchDatabase(url: string): Promise<void> {
  await withAdmin(url, async (admin, name) => {
    const { rows } = await admin.query(
      `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
      [name],
    );
    if (rows.length > 0 && String(rows[0].mark ?? '').startsWith(MARK))
      await admin.query(`drop database ${pg.escapeIdentifier(name)} with (force)`);
  });
}
