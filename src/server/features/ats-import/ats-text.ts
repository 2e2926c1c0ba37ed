import { decodeHTML } from 'entities';
import { convert } from 'html-to-text';

/** A position's description has at most this many characters (as the job form allows). */
export const DESCRIPTION_MAX = 5000;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * The text of an ATS's HTML description: paragraphs, lists and headings as lines, links as their words,
 * images and scripts dropped (html-to-text; nothing of the HTML survives, so nothing of it can run here).
 * Greenhouse's board API escapes its HTML once more ("&lt;p&gt;"): `isEscaped` undoes that first.
 */
export function descriptionFromHtml(html: string, options: { isEscaped?: boolean } = {}): string {
  const source = options.isEscaped ? decodeHTML(html) : html;
  const text = convert(source, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      ...HEADINGS,
    ],
  });
  return descriptionFromText(text);
}

/** Plain text tidied: no control characters, at most one empty line in a row, trimmed. */
export function descriptionFromText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Cut to the limit at a word, with an ellipsis; `isShortened` says whether it was. */
export function fitDescription(text: string): { description: string; isShortened: boolean } {
  if (text.length <= DESCRIPTION_MAX) return { description: text, isShortened: false };
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX - 200));
  return { description: `${atWord.trimEnd()}…`, isShortened: true };
}
