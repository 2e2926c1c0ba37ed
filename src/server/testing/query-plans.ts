/**
 * Reads PostgreSQL's `EXPLAIN (ANALYZE, FORMAT JSON)` of a statement for what makes a request's cost grow
 * with the platform (decision 067): a sequential scan of a table that grows with use, or a scan that
 * reads many rows for each row the statement returns (a predicate its index does not carry, so every
 * row the index finds is fetched from the table and checked again).
 */

/** One node of the plan, as EXPLAIN's JSON names its fields (per loop, except Heap Fetches). */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  Filter?: string;
  Plans?: PlanNode[];
};

export type PlanLimits = {
  /** A scan may read this many table rows for each row the statement returns... */
  rowsPerRowReturned: number;
  /** ...and always this many (a startup's own positions, a page of cards and their owners). */
  rowsAlwaysAllowed: number;
};

export const PLAN_LIMITS: PlanLimits = { rowsPerRowReturned: 20, rowsAlwaysAllowed: 1_000 };

export type CostlyScan = {
  table: string;
  node: string;
  index?: string;
  filter?: string;
  rowsRead: number;
  rowsReturned: number;
  why: string;
};

/**
 * Table rows a scan node read, over all its loops. An index-only scan reads the table only for the
 * rows its visibility map does not vouch for (Heap Fetches); every other scan reads each row it
 * returns or throws away.
 */
export function tableRowsRead(node: PlanNode): number {
  const loops = node['Actual Loops'] ?? 1;
  const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  if (node['Node Type'] === 'Index Only Scan') return (node['Heap Fetches'] ?? 0) + removed * loops;
  return ((node['Actual Rows'] ?? 0) + removed) * loops;
}

/**
 * The rows a statement hands back, or for a count or another aggregate, the rows it counted: a count
 * capped at 1,001 matches (the listing's and the board's totals) may read what 1,001 rows may.
 */
export function rowsProduced(plan: PlanNode): number {
  if (plan['Node Type'] !== 'Aggregate') return plan['Actual Rows'] ?? 0;
  return (plan.Plans ?? []).reduce((sum, child) => sum + (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1), 0);
}

function* scans(node: PlanNode): Generator<PlanNode> {
  if (node['Relation Name']) yield node;
  for (const child of node.Plans ?? []) yield* scans(child);
}

/**
 * The scans of `plan` (the root node of one statement) that break the rules, on the tables `isGrowing`
 * names (those the seeded database holds many rows of: a planner rightly reads a table of ten rows whole).
 * A statement may read rowsAlwaysAllowed rows of each, or rowsPerRowReturned for each row it returns.
 */
export function costlyScans(
  plan: PlanNode,
  isGrowing: (table: string) => boolean,
  limits: PlanLimits = PLAN_LIMITS,
): CostlyScan[] {
  const rowsReturned = rowsProduced(plan);
  const allowed = Math.max(limits.rowsAlwaysAllowed, limits.rowsPerRowReturned * rowsReturned);
  const found: CostlyScan[] = [];
  for (const node of scans(plan)) {
    const table = node['Relation Name']!;
    if (!isGrowing(table)) continue;
    const rowsRead = tableRowsRead(node);
    const facts = {
      table,
      node: node['Node Type'],
      index: node['Index Name'],
      filter: node.Filter,
      rowsRead,
      rowsReturned,
    };
    // Reading a table whole is the right plan only for a statement that returns most of it (a sitemap file).
    if (node['Node Type'] === 'Seq Scan' && rowsReturned * 2 < rowsRead)
      found.push({ ...facts, why: `a sequential scan of ${table}` });
    else if (rowsRead > allowed)
      found.push({
        ...facts,
        why: `${rowsRead} rows of ${table} read for ${rowsReturned} returned (at most ${allowed})`,
      });
  }
  return found;
}
