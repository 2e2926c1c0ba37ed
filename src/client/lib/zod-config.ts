import { config } from 'zod/v4/core';

// The page's Content Security Policy forbids eval, and zod by default probes for it (new Function) to
// compile faster object parsers: a blocked attempt and a console error on every page that loads a schema.
// jitless turns the probe and the compiled parsers off. It must run before any schema is built, so
// main.tsx imports this module first; only zod's small core module comes with it.
config({ jitless: true });
