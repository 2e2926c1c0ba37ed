// What the listing and a startup's page show, and the Idea Meter's rule. No zod here, so those pages
// (rendered on the server too) do not download the schemas.

export const STARTUPS_PAGE_SIZE = 15;

export type StartupCard = {
  id: string;
  name: string;
  slug: string;
  logoUrl: string;
  description: string;
  stage: string;
  industry: string;
  teamSize: number;
  country: string;
  tagline: string;
  brandVoice: string;
  mission: string;
  highlightText: string;
  owner: { id: string; firstName: string; lastName: string; avatarUrl: string | null };
  openRoles: string[];
  /** The ids of those positions, in the same order. */
  openRoleIds: string[];
  createdAt: string;
};

/** One page of GET /api/startups. */
export type StartupListPage = {
  items: StartupCard[];
  /**
   * How many startups match the filters. It may be up to 30 seconds old (a write through another
   * server process), and above a thousand matches of a name or job-title search it is the database's
   * estimate (`isTotalExact` false). Whether more cards follow is `hasMore`, which is always exact.
   */
  total: number;
  isTotalExact: boolean;
  page: number;
  pageSize: number;
  /** Exact: whether a card follows this page. */
  hasMore: boolean;
  /** Pass as `cursor` (with the same filters and sort) for the next page; null on the last one. */
  nextCursor: string | null;
};

export type StartupDetail = StartupCard & {
  story: string;
  contactEmail: string;
  linkedinUrl: string | null;
  websiteUrl: string | null;
  active: boolean;
  ownerId: string;
};

/** Idea Meter over the loaded startups (spec 1, startup listing). Percentages 0 to 100; null with nothing loaded. */
export function ideaMeter(loaded: Pick<StartupCard, 'stage' | 'industry'>[], fundingReady: readonly string[], tech: readonly string[]) {
  const n = loaded.length;
  // A share of nothing is not 0%: null, shown as "-".
  const share = (count: number) => (n === 0 ? null : Math.round((count / n) * 100));
  return {
    innovationIndex: n === 0 ? null : Math.min(100, Math.round((n / 10) * 100)),
    fundingReady: share(loaded.filter((s) => fundingReady.includes(s.stage)).length),
    techFocus: share(loaded.filter((s) => tech.includes(s.industry)).length),
  };
}
