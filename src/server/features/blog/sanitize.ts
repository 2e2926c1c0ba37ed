import sanitizeHtml from 'sanitize-html';

// What the editor may produce, and nothing else: no scripts, no event handlers, no style, and links
// only to http(s) and mailto. Images only from our own files or https.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'img',
    'br',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src ?? ''),
};
options.allowedAttributes = { ...options.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

function isAllowedImage(src: string): boolean {
  return src.startsWith('/files/blog/') || src.startsWith('https://');
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
