// A chip of a filter read from a search's words takes those words out of the search (decision 059).
// Apart from the parser, which holds every country and city: the pages that show chips load only this.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The search without these words (a reading's chip removed), spaces tidied. */
export function withoutWords(q: string, words: string): string {
  const pattern = words.split(' ').map(escapeRegExp).join('[\\s,;/]+');
  return q
    .replace(new RegExp(`(^|[\\s,;/])${pattern}(?=$|[\\s,;/.!?])`, 'iu'), '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
