// The Content-Disposition of a download (RFC 6266): `filename*` carries the name in UTF-8, percent-encoded
// as RFC 8187 asks, so "Zoë" stays "Zoë"; `filename` is a plain ASCII fallback for the few clients that
// read only that one (accents dropped, anything else unsafe in a quoted string made a hyphen).

/** RFC 8187's attr-char: letters, digits and !#$&+-.^_`|~ stay; everything else is percent-encoded. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '-');
}

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
