// What the listing and a startup's page show, and the Idea Meter's rule. No zod here, so those pages
// (rendered on the server too) do not download the schemas: the types come from the schemas in
// startups.ts by type-only imports, which leave nothing in the bundle.
import type { z } from 'zod';
import type { startupCardSchema, startupDetailSchema, startupListPageSchema } from './startups';

export const STARTUPS_PAGE_SIZE = 15;

/** A startup as the listing's cards show it. */
export type StartupCard = z.infer<typeof startupCardSchema>;
/** One page of GET /api/startups. */
export type StartupListPage = z.infer<typeof startupListPageSchema>;
/** A startup with everything its page and its owner's forms show. */
export type StartupDetail = z.infer<typeof startupDetailSchema>;

/** Idea Meter over the loaded startups. Percentages 0 to 100; null with nothing loaded. */
export function ideaMeter(
  loaded: Pick<StartupCard, 'stage' | 'industry'>[],
  fundingReady: readonly string[],
  tech: readonly string[],
) {
  const n = loaded.length;
  // A share of nothing is not 0%: null, shown as "-".
  const share = (count: number) => (n === 0 ? null : Math.round((count / n) * 100));
  return {
    innovationIndex: n === 0 ? null : Math.min(100, Math.round((n / 10) * 100)),
    fundingReady: share(loaded.filter((s) => fundingReady.includes(s.stage)).length),
    techFocus: share(loaded.filter((s) => tech.includes(s.industry)).length),
  };
}

/** A verified startup's badge says what exactly was proved (decision 047). */
export const verifiedLabel = (domain: string) => `Verified: owns ${domain}`;
