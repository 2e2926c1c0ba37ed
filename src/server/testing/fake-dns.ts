import type { DnsDeps, TxtResolver } from '../lib/txt-lookup';

/**
 * The DNS every API test's app asks (no test reaches the real one): TXT records the test sets by
 * name, and names that never answer, to show the timeout. A cancelled lookup fails as node's does.
 */
export function createFakeDns(timeoutMs = 200) {
  const records = new Map<string, string[][]>();
  const silent = new Set<string>();
  const failing = new Set<string>();
  const lookups: string[] = [];
  function resolver(): TxtResolver {
    const waiting: (() => void)[] = [];
    return {
      resolveTxt(name) {
        lookups.push(name);
        if (silent.has(name))
          return new Promise((_resolve, reject) =>
            waiting.push(() => reject(Object.assign(new Error('cancelled'), { code: 'ECANCELLED' }))),
          );
        if (failing.has(name)) return Promise.reject(Object.assign(new Error('server failure'), { code: 'ESERVFAIL' }));
        const found = records.get(name);
        return found
          ? Promise.resolve(found)
          : Promise.reject(Object.assign(new Error('no data'), { code: 'ENODATA' }));
      },
      cancel() {
        for (const reject of waiting.splice(0)) reject();
      },
    };
  }
  const deps: DnsDeps = { resolver, timeoutMs };
  return {
    deps,
    /** The names asked, in order. */
    lookups,
    setTxt(name: string, values: string[]) {
      records.set(
        name,
        values.map((value) => [value]),
      );
    },
    /** `name` never answers until cancelled. */
    silence(name: string) {
      silent.add(name);
    },
    /** `name`'s servers answer with a failure. */
    fail(name: string) {
      failing.add(name);
    },
    reset() {
      records.clear();
      silent.clear();
      failing.clear();
      lookups.length = 0;
    },
  };
}
export type FakeDns = ReturnType<typeof createFakeDns>;
