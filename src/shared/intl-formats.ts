// Intl's formatters are slow to make (tens of microseconds each, measured in the server's CPU profile of a
// job page under load) and cheap to use: one is kept per locale and options, for the server's renders
// and the browser alike. A few locales are ever seen, so the cache stays small; it is capped all the same.

const MAX_KEPT = 200;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    if (cache.size >= MAX_KEPT) cache.clear();
    cache.set(key, (format = make()));
  }
  return format;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(
    numberFormats,
    `${locale ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(
    dateFormats,
    `${locale ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
