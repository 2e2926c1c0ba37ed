import type { ZodType } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { authEndpoints } from './auth/endpoints';
import { requestPartOf } from './lib/contract';
import { CONTROL_CHARACTERS_MESSAGE } from '../shared/fields';
import { createTestApp } from './testing/test-app';

// Every text a route takes refuses control characters, and only the fields written on several lines
// (descriptions, answers, messages...) take line breaks: one line of text is made with `singleLineText`
// (src/shared/fields.ts), the rest with `multiLineText`. This walks the schemas the routes' validators
// really check, so a field added without either helper fails here by its name.

/** The fields written on several lines: a line break in any other field is refused. */
const MULTI_LINE_FIELDS = new Set([
  'about',
  'additionalRequirements',
  'answer',
  'bio',
  'body',
  'comment',
  'content',
  'coverLetter',
  'description',
  'excerpt',
  'message',
  'mission',
  'note',
  'notes',
  'problemSolvingAnswer',
  'questionAnswers.*',
  'reason',
  'startupCultureAnswer',
  'story',
  'summary',
  'text',
]);

/**
 * Secrets and opaque values the server only compares or decodes, never stores as text nor shows:
 * passwords (any character a person chose), e-mailed codes, signed links' tokens, list cursors and a
 * passkey's credential id. A bad one is simply not a match.
 */
const OPAQUE_FIELDS = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'otp',
  'token',
  'cursor',
  'id',
]);

const CONTROLS = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F'];
const LINE_BREAKS = ['\n', '\r\n', '\u2028'];

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  valueType?: ZodType;
  options?: ZodType[];
};
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The container a field's wrappers hold, to walk into objects, arrays and records. */
function unwrap(schema: ZodType): ZodType {
  const def = defOf(schema);
  if (
    ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type) &&
    def.innerType
  )
    return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

type Leaf = { path: string; name: string; accepts: (text: string) => boolean };

/** Each text-bearing leaf of an input schema, with a way to ask whether it keeps a given text. */
function leavesOf(schema: ZodType, path: string, name: string): Leaf[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, child]) => leavesOf(child, `${path}.${key}`, key));
  if (def.type === 'array' && def.element) return leavesOf(def.element, `${path}[]`, name);
  if (def.type === 'record' && def.valueType) return leavesOf(def.valueType, `${path}.*`, `${name}.*`);
  // A leaf, asked alone with its own wrappers: it keeps a text when it parses it and the parsed value
  // still holds it (a `.catch` that drops a bad value keeps nothing).
  return [
    {
      path,
      name,
      accepts: (text) => {
        const result = schema.safeParse(text);
        return result.success && JSON.stringify(result.data ?? null).includes(JSON.stringify(text).slice(1, -1));
      },
    },
  ];
}

/** Texts a field could plausibly take, with the character inside: short, long, a word, a link. */
const carriers = (char: string) => [
  `ab${char}cd`,
  `Plain words${char}and more plain words here`,
  `Engineering${char}`,
  `https://example.com/a${char}b`,
  `Ada${char}Lovelace`,
];

const t = await createTestApp();
afterAll(() => t.close());

function inputSchemas(): { route: string; schema: ZodType }[] {
  const schemas: { route: string; schema: ZodType }[] = [];
  for (const entry of t.app.routes) {
    const part = requestPartOf(entry.handler);
    if (part && ['json', 'form', 'query'].includes(part.target))
      schemas.push({ route: `${entry.method} ${entry.path} (${part.target})`, schema: part.schema });
  }
  for (const endpoint of authEndpoints)
    if (endpoint.body)
      schemas.push({ route: `${endpoint.method} /api/auth${endpoint.path} (json)`, schema: endpoint.body as ZodType });
  return schemas;
}

describe('text fields', () => {
  const leaves = inputSchemas()
    .flatMap(({ route, schema }) => leavesOf(schema, route, '').map((leaf) => ({ ...leaf, route })))
    .filter((leaf) => !OPAQUE_FIELDS.has(leaf.name));

  it('finds the fields of every route that takes input', () => {
    expect(leaves.length).toBeGreaterThan(100);
    expect(leaves.some((leaf) => leaf.path.endsWith('.name') && leaf.route.includes('/api/account/tokens'))).toBe(true);
    expect(leaves.some((leaf) => leaf.route.includes('/passkey/update-passkey'))).toBe(true);
  });

  it('refuses control characters in every field', () => {
    const keeping = leaves
      .filter((leaf) => CONTROLS.some((char) => carriers(char).some((text) => leaf.accepts(text))))
      .map((leaf) => leaf.path);
    expect(keeping).toEqual([]);
  });

  it('takes line breaks only in the fields written on several lines', () => {
    const keeping = leaves
      .filter(
        (leaf) =>
          !MULTI_LINE_FIELDS.has(leaf.name) &&
          LINE_BREAKS.some((char) => carriers(char).some((text) => leaf.accepts(text))),
      )
      .map((leaf) => leaf.path);
    expect(keeping).toEqual([]);
  });
});

describe('names that reach the audit log and Settings', () => {
  it('refuses a token name or a passkey name with a line break or another control character, with the field message', async () => {
    const member = t.client();
    await member.signUp();
    for (const name of ['Nightly\r\nexport', 'Nightly\u0000export', 'Nightly\u001B[31mexport', 'Nightly\u2028export']) {
      const token = await member.request('/api/account/tokens', { json: { name, scopes: ['jobs:read'] } });
      expect(token.status, JSON.stringify(name)).toBe(400);
      expect(((await token.json()) as { error: { fields: Record<string, string> } }).error.fields.name).toBe(
        CONTROL_CHARACTERS_MESSAGE,
      );
      const passkey = await member.request('/api/auth/passkey/update-passkey', {
        json: { id: '00000000-0000-4000-8000-000000000000', name },
      });
      expect(passkey.status, JSON.stringify(name)).toBe(400);
      expect(((await passkey.json()) as { error: { fields: Record<string, string> } }).error.fields.name).toBe(
        CONTROL_CHARACTERS_MESSAGE,
      );
    }
    expect(
      (await member.request('/api/account/tokens', { json: { name: '  Nightly export  ', scopes: ['jobs:read'] } }))
        .status,
    ).toBe(201);
  });
});
