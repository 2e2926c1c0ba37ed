import { openPostgres } from './src/server/db/client';
import { listJobBoard } from './src/server/features/jobs/job-board.service';
import { jobBoardQuerySchema } from './src/shared/job-board';
const database = openPostgres(process.env.URL!, 1);
const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
const orig = pool.query.bind(pool);
const logged: { text: string; params: unknown[] }[] = [];
(pool as any).query = (config: any, values: any) => { const text = typeof config === 'string' ? config : config.text; const params = typeof config === "string" ? values : (config.values ?? values); if (!text.startsWith('explain')) logged.push({ text, params }); return orig(config, values); };
for (const q of (process.env.QS ?? 'q=python%20developer').split(' ')) {
  logged.length = 0;
  const query = jobBoardQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  await listJobBoard({ db: database.db, query });
  for (const { text, params } of [...logged]) {
    const { rows } = await orig({ text: `explain (analyze, buffers, costs off) ${text}`, values: params });
    console.log(`\n### ${q}\n${text.slice(0, 160)}...\n${rows.map((r: any) => r['QUERY PLAN']).join('\n')}`);
  }
}
process.exit(0);
