import pg from 'pg';
import { createPgCluster } from '../src/server/testing/pg-cluster';
const t0 = Date.now();
const c = await createPgCluster();
console.log('up', Date.now() - t0, c.url);
const client = new pg.Client(c.url); await client.connect(); console.log((await client.query('select version()')).rows[0]); await client.end();
c.stop(); console.log('stopped', Date.now() - t0); c.start(); console.log('restarted', Date.now() - t0);
c.remove(); console.log('removed', Date.now() - t0);
