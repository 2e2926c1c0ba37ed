// The page's Content Security Policy forbids eval, and zod by default probes for it (new Function) to
// compile faster object parsers: a blocked attempt and a console error on every page that loads a schema.
// jitless turns the probe and the compiled parsers off. It must be set before any schema parses, so
// main.tsx runs this module first. zod keeps its settings on a global object it creates only when
// missing (`globalThis.__zod_globalConfig`, zod/v4/core/core.js): setting that object here keeps zod
// itself out of the code every page runs before it shows (decision 068). zod-config.test.ts checks that
// zod still reads it. The object is changed, not replaced: were zod loaded first, it would keep reading
// the one it made.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
