// What each public page makes a visitor download, read from Vite's manifest (dist/client/.vite/manifest.json):
// the boot (index.html's script, which imports main.tsx) and the page's own module, each with every chunk
// and stylesheet they import statically. Chunks a page imports on demand (a dialog, the editor) are not
// counted: they load when used.

/** One entry of Vite's build manifest, keyed there by its source path relative to the client's root. */
export type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The modules every page runs before its own: the HTML's script and the app it imports. */
export const BOOT_MODULES = ['index.html', 'main.tsx'];

/**
 * The public pages and their budgets, in KiB of JavaScript and CSS as the server sends them to a browser:
 * the build's brotli copies (decision 069). A page over its budget fails the build (decision 068).
 */
export const PUBLIC_PAGE_BUDGETS: { page: string; module: string; budgetKib: number }[] = [
  // What each page loaded when the budget was set, and a little room: the line holds while pages are
  // brought down to the 120 KiB each should load; lower a budget whenever a page gets smaller.
  { page: '/', module: 'app/routes/landing.tsx', budgetKib: 132 },
  { page: '/startups', module: 'features/startups/startups-page.tsx', budgetKib: 147 },
  { page: '/jobs', module: 'features/jobs/jobs-page.tsx', budgetKib: 179 },
  { page: '/startup/:slug', module: 'features/startups/startup-detail-page.tsx', budgetKib: 147 },
  { page: '/jobs/:id', module: 'features/jobs/job-page.tsx', budgetKib: 145 },
  { page: '/blog/:slug', module: 'features/blog/post-page.tsx', budgetKib: 134 },
];

/** Every file a page loads before it can be used: its modules' chunks and stylesheets, each once. */
export function filesOfPage(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle budget: "${key}" is not in the build's manifest (renamed or moved?)`);
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.css')) files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files].sort();
}

export type PageSize = { page: string; budgetKib: number; kib: number; files: { file: string; kib: number }[] };

/** Each public page's size on the wire; `wireBytes` gives a built file's size as the server sends it. */
export function pageSizes(
  manifest: Manifest,
  wireBytes: (file: string) => number,
  budgets = PUBLIC_PAGE_BUDGETS,
): PageSize[] {
  const sizes = new Map<string, number>();
  const kibOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, wireBytes(file) / 1024);
    return sizes.get(file)!;
  };
  return budgets.map(({ page, module, budgetKib }) => {
    const files = filesOfPage(manifest, [...BOOT_MODULES, module]).map((file) => ({ file, kib: kibOf(file) }));
    return { page, budgetKib, kib: files.reduce((sum, f) => sum + f.kib, 0), files };
  });
}

export const overBudget = (sizes: PageSize[]) => sizes.filter((size) => size.kib > size.budgetKib);
