import fc from 'fast-check';
import type { Role } from './world';
import {
  badEncoded,
  badFileBytes,
  badKey,
  badString,
  badValue,
  deeplyNested,
  encodeSegment,
  oddText,
  rawNumberLiteral,
} from './bad-inputs';

// Whole bad requests for one route, built by breaking a valid request of it (testing/route-inputs.ts)
// so that the bad part sits where the server reads, past the parts that are fine.

export type FormField = [name: string, value: string | { bytes: Uint8Array; filename: string; type: string }];
export type BadBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: FormField[] };
export type BadRequest = { caller: Role; segments: Record<string, string>; query: string; body: BadBody };

export type RequestShape = {
  callers: Role[];
  params: string[];
  /** The world's own values for each path parameter (ids, slugs), so that owners reach the service. */
  realSegments: Record<string, string[]>;
  queryTemplate?: string;
  jsonTemplate?: unknown;
  formTemplate?: FormField[];
  hasBody: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonBody(template: unknown): fc.Arbitrary<BadBody> {
  const json = (value: unknown): BadBody => ({ kind: 'json', value });
  const generic: fc.Arbitrary<BadBody>[] = [
    badValue.map(json),
    deeplyNested.map(json),
    fc.dictionary(badKey(), badValue, { maxKeys: 6 }).map(json),
    fc.constant(json({})),
  ];
  if (!isRecord(template) || Object.keys(template).length === 0) return fc.oneof(...generic);
  const keys = Object.keys(template);
  const key = fc.constantFrom(...keys);
  const withField = (name: string, value: unknown) => ({ ...template, [name]: value });
  return fc.oneof(
    { arbitrary: fc.tuple(key, badValue).map(([name, value]) => json(withField(name, value))), weight: 6 },
    // The right type with the wrong content: what passes the schema goes on to the service and the database.
    {
      arbitrary: fc
        .tuple(key, fc.oneof(badString, oddText))
        .map(([name, value]) => json(withField(name, typeof template[name] === 'string' ? value : template[name]))),
      weight: 4,
    },
    {
      arbitrary: fc
        .dictionary(key, badValue, { minKeys: Math.min(2, keys.length) })
        .map((fields) => json({ ...template, ...fields })),
      weight: 3,
    },
    {
      arbitrary: fc
        .subarray(keys, { minLength: 1 })
        .map((dropped) =>
          json(Object.fromEntries(Object.entries(template).filter(([name]) => !dropped.includes(name)))),
        ),
      weight: 2,
    },
    {
      arbitrary: fc
        .dictionary(badKey(), badValue, { minKeys: 1, maxKeys: 4 })
        .map((extra) => json({ ...template, ...extra })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(key, rawNumberLiteral).map(
        ([name, literal]) =>
          ({
            kind: 'raw',
            text: JSON.stringify(withField(name, '\u0000raw')).replace('"\\u0000raw"', literal),
            contentType: 'application/json',
          }) as BadBody,
      ),
      weight: 1,
    },
    { arbitrary: fc.oneof(...generic), weight: 2 },
    { arbitrary: rawBody(JSON.stringify(template)), weight: 2 },
  );
}

/** Text that is not the JSON it claims to be, or JSON under the wrong content type. */
function rawBody(validJson = '{}'): fc.Arbitrary<BadBody> {
  const text = fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '}',
      'null',
      '[]',
      '"text"',
      '\u0000',
      '{"a":1}garbage',
      '\uFEFF{}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      `${validJson}${validJson}`,
      validJson.slice(0, -1),
    ),
    badString,
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/xml',
    '',
  );
  return fc.oneof(
    fc.tuple(text, contentType).map(([body, type]) => ({ kind: 'raw', text: body, contentType: type }) as BadBody),
    contentType.map((type) => ({ kind: 'raw', text: validJson, contentType: type }) as BadBody),
  );
}

const badFile = fc
  .tuple(
    badFileBytes,
    fc.oneof(
      badString.filter((s) => s.length < 1_000),
      fc.constantFrom('resume.pdf', 'logo.png', '../../x.png', 'a.png\u0000.exe', ''),
    ),
    fc.constantFrom('application/pdf', 'image/png', 'image/svg+xml', 'text/html', '', 'application/octet-stream'),
  )
  .map(([bytes, filename, type]) => ({ bytes, filename, type }));

/** A multipart template with its files read, so that generated forms can keep them as they are. */
export async function formFields(form: FormData): Promise<FormField[]> {
  const fields: FormField[] = [];
  for (const [name, value] of form.entries()) {
    fields.push([
      name,
      typeof value === 'string'
        ? value
        : { bytes: new Uint8Array(await value.arrayBuffer()), filename: value.name, type: value.type },
    ]);
  }
  return fields;
}

function formBody(entries: FormField[]): fc.Arbitrary<BadBody> {
  const fieldValue = (original: FormField[1]) =>
    fc.oneof(
      { arbitrary: fc.constant('keep' as const), weight: 2 },
      { arbitrary: fc.constant('drop' as const), weight: 1 },
      { arbitrary: badString, weight: 3 },
      { arbitrary: badFile, weight: typeof original === 'string' ? 1 : 3 },
    );
  const fields = fc.tuple(...entries.map(([, value]) => fieldValue(value)));
  const extra = fc.array(fc.tuple(badKey(), fc.oneof(badString, badFile)), { maxLength: 3 });
  return fc.oneof(
    {
      arbitrary: fc.tuple(fields, extra).map(
        ([choices, added]) =>
          ({
            kind: 'form',
            fields: [
              ...choices.flatMap((choice, index): FormField[] => {
                const [name, original] = entries[index]!;
                if (choice === 'drop') return [];
                return [[name, choice === 'keep' ? original : choice]];
              }),
              ...added,
            ],
          }) as BadBody,
      ),
      weight: 5,
    },
    { arbitrary: jsonBody(Object.fromEntries(entries.filter(([, value]) => typeof value === 'string'))), weight: 1 },
    { arbitrary: rawBody(), weight: 1 },
  );
}

function queryString(template = ''): fc.Arbitrary<string> {
  const keys = template ? template.split('&').map((pair) => pair.split('=')[0]!) : [];
  const pair = fc
    .tuple(
      keys.length ? fc.oneof(fc.constantFrom(...keys), badKey().map(encodeSegment)) : badKey().map(encodeSegment),
      badEncoded,
    )
    .map(([key, value]) => `${key}=${value}`);
  return fc.oneof(
    {
      arbitrary: fc.array(pair, { maxLength: 5 }).map((pairs) => [template, ...pairs].filter(Boolean).join('&')),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom(
        '',
        '&&&',
        '=',
        '==&=',
        'a[b]=1&a[]=2',
        'page=1&page=2',
        '%',
        '%zz=%zz',
        '?',
        'page[__proto__]=1',
      ),
      weight: 1,
    },
  );
}

export function badRequest(shape: RequestShape): fc.Arbitrary<BadRequest> {
  const segments = (segmentOf: (param: string) => fc.Arbitrary<string>) =>
    fc
      .tuple(...shape.params.map(segmentOf))
      .map((values) => Object.fromEntries(shape.params.map((name, index) => [name, values[index]!])));
  const body: fc.Arbitrary<BadBody> = shape.formTemplate
    ? formBody(shape.formTemplate)
    : shape.hasBody
      ? fc.oneof({ arbitrary: jsonBody(shape.jsonTemplate), weight: 5 }, { arbitrary: rawBody(), weight: 1 })
      : fc.constant({ kind: 'none' });
  const query = queryString(shape.queryTemplate);
  const anyone = fc.record({
    caller: fc.constantFrom(...shape.callers),
    segments: segments(() => badEncoded),
    query,
    body,
  });
  // Half the time the path names the world's real resources and the caller may own them, so that the
  // bad input reaches the service and the database instead of stopping at "not found".
  const insiders = shape.callers.filter((caller) => caller !== 'visitor' && caller !== 'member');
  const hasReal = shape.params.length > 0 && shape.params.every((param) => shape.realSegments[param]?.length);
  if (!hasReal || !insiders.length) return anyone;
  const insider = fc.record({
    caller: fc.constantFrom(...insiders),
    segments: segments((param) => fc.constantFrom(...shape.realSegments[param]!)),
    query,
    body,
  });
  return fc.oneof(anyone, insider);
}

/** The request as app.request takes it. */
export function toRequestInit(
  body: BadBody,
  method: string,
): { method: string; body?: string | FormData; contentType?: string } {
  if (body.kind === 'none') return { method };
  if (body.kind === 'json')
    return { method, body: JSON.stringify(body.value) ?? 'undefined', contentType: 'application/json' };
  if (body.kind === 'raw') return { method, body: body.text, contentType: body.contentType };
  const form = new FormData();
  for (const [name, value] of body.fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([value.bytes as Uint8Array<ArrayBuffer>], value.filename, { type: value.type }));
  }
  return { method, body: form };
}
