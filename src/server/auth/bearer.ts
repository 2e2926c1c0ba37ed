/** The token of an `Authorization: Bearer` header, or undefined when the request carries none. */
export function bearerOf(header: string | undefined): string | undefined {
  // "Bearer" alone (an empty token, trimmed by the Headers class) is a bearer request too, and a bad one.
  const match = header?.match(/^Bearer(?:\s+(.*))?$/i);
  return match ? (match[1] ?? '').trim() : undefined;
}
