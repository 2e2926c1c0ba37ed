import { useMemo } from 'react';
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

  /** Sets or takes out filters; given a function, it reads the address as it is at that moment. */
  const setFilters = (changes: FilterChanges | ((current: URLSearchParams) => FilterChanges)) =>
    setParams(
      (current) =>
        withFilterChanges(current, typeof changes === 'function' ? changes(current) : changes, {
          resetOnChange,
          isDefault,
        }),
      { replace },
    );
  /** Every parameter out of the address. */
  const clearFilters = () => setParams({}, { replace });

  return { params, filters, setFilters, clearFilters };
}
