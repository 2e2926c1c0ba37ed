// The floor: a bare node:http server with a pg Pool of the app's size, answering each benchmarked path
// by running the SQL the app ran for it (captured, see capture.ts) and returning the rows as JSON.
// Whatever the app does beyond that (routing, middleware, validation, mapping rows) is what the
// app/floor ratio measures. Started by index.ts as a child process:
//   DATABASE_URL=... POOL_SIZE=10 FLOOR_PLAN=/tmp/plan.json node --import tsx scripts/bench/floor-server.ts
// It prints "listening <port>" once ready.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { CapturedQuery, FloorPlan } from './capture';

const plan = JSON.parse(readFileSync(process.env.FLOOR_PLAN!, 'utf8')) as FloorPlan;
// The app's session settings too (src/server/db/client.ts): no JIT, which would change the plans' cost.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
  options: '-c jit=off',
});
pool.on('error', () => {});

// As Drizzle does: dates, timestamps and intervals stay text (the app formats them itself).
const rawTypes = new Set([1082, 1083, 1114, 1184, 1186, 1182, 1183, 1115, 1185, 1187]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    rawTypes.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const run = (db: pg.Pool | pg.PoolClient, q: CapturedQuery) =>
  db
    .query({ name: q.name, text: q.text, values: q.values, rowMode: q.rowMode, types } as pg.QueryConfig)
    .then((r) => r.rows);

async function answer(entry: FloorPlan[string]): Promise<unknown[]> {
  const results: unknown[] = [];
  if (entry.viaClient) {
    const client = await pool.connect();
    try {
      for (const group of entry.groups) for (const q of group) results.push(await run(client, q));
    } finally {
      client.release();
    }
    return results;
  }
  for (const group of entry.groups) results.push(...(await Promise.all(group.map((q) => run(pool, q)))));
  return results;
}

const server = http.createServer((req, res) => {
  const entry = plan[req.url ?? ''];
  if (!entry) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not in the floor plan"}');
    return;
  }
  answer(entry).then(
    (results) => {
      const body = JSON.stringify(results);
      res
        .writeHead(entry.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
        .end(body);
    },
    (error: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message }));
    },
  );
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
