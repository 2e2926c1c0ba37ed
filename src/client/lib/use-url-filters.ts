import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

// The list pages (startups, jobs, applicants) keep their filters in the address, so the server renders
// the same list and a plain GET form works before the page's code has loaded (decisions 020, 022).
// Each page parses the address its own way (the public pages load no zod); this is how they write it.

/** A filter's new value; empty or undefined takes it out of the address. */
export type FilterChanges = Record<string, string | undefined>;

export type UrlFilterRules = {
  /** Parameters that any change of filters drops: a page cursor, the count of loaded pages. */
  resetOnChange?: readonly string[];
  /** A value the address leaves out because it is what no value means (`sort=newest`). */
  isDefault?(name: string, value: string): boolean;
};

/** The address after these changes: a new object, the other parameters kept in their places. */
export function withFilterChanges(
  current: URLSearchParams,
  changes: FilterChanges,
  rules: UrlFilterRules = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of rules.resetOnChange ?? []) next.delete(name);
  for (const [name, value] of Object.entries(changes)) {
    if (value && !rules.isDefault?.(name, value)) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

export type UseUrlFiltersOptions<F> = UrlFilterRules & {
  /** The page's filters from the address; a stable function (the page's module-level parser). */
  parse(params: URLSearchParams): F;
  /** Filter changes replace the current history entry (Back leaves the page), unless told to push. */
  history?: 'replace' | 'push';
};

/** The page's filters as the address holds them, and the ways to change or clear them there. */
export function useUrlFilters<F>({ parse, resetOnChange, isDefault, history = 'replace' }: UseUrlFiltersOptions<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const replace = history === 'replace';
  // The address this hook last wrote, and the render's address it was written over. React Router hands a
  // function the params of the render it was called from, and a navigation renders later (a transition):
  // two changes before that render (a choice made before the page's code had loaded, handed over, then
  // the search sent: early/replay.ts) would each start from the same address, and the second would
  // undo the first. Until the router renders the address again, a change starts from the one written.
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const write = (next: URLSearchParams) => {
    written.current = { over: params, next };
    setParams(next, { replace });
  };
  const current = () => (written.current?.over === params ? written.current.next : params);

  /** Sets or takes out filters; given a function, it reads the address as it is at that moment. */
  const setFilters = (changes: FilterChanges | ((current: URLSearchParams) => FilterChanges)) => {
    const from = current();
    write(
      withFilterChanges(from, typeof changes === 'function' ? changes(new URLSearchParams(from)) : changes, {
        resetOnChange,
        isDefault,
      }),
    );
  };
  /** Every parameter out of the address. */
  const clearFilters = () => write(new URLSearchParams());

  return { params, filters, setFilters, clearFilters };
}
