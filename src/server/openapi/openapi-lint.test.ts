import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// The document as the two linters API teams run on theirs see it (decision 064): Redocly's
// "recommended" rules and Spectral's "oas" ruleset. Their warnings are advice; an error is a defect.

let t: TestApp;
let text: string;
beforeAll(async () => {
  t = await createTestApp();
  text = await (await t.app.request('/api/openapi.json')).text();
});
afterAll(() => t.close());

describe('the OpenAPI document, linted', () => {
  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: '/api/openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("has no error under Spectral's oas ruleset", async () => {
    const spectral = new Spectral();
    spectral.setRuleset(oas as never);
    const results = await spectral.run(new Document(text, Json, '/api/openapi.json'));
    // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
    const errors = results
      .filter((result) => result.severity === 0)
      .map((result) => `${result.code}: ${result.message} at ${result.path.join('.')}`);
    expect(errors).toEqual([]);
  });
});
