import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFor, openApiPath } from './document';
import { servedRoutes } from '../testing/served-routes';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { responses: Record<string, unknown>; summary: string; security?: Record<string, string[]>[] };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

const readDocument = async () => (await (await t.app.request('/api/openapi.json')).json()) as Document;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await readDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the API serves, each with a contract that declares its answers', async () => {
    const document = await readDocument();
    const missing: string[] = [];
    for (const route of servedRoutes(t.app)) {
      const [method, path] = route.split(' ') as [string, string];
      if (!path.startsWith('/api/')) continue;
      const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
      if (!operation) missing.push(`${route}: not in the document`);
      else if (!path.startsWith('/api/auth/') && !contractFor(t.app.routes, method, path))
        missing.push(`${route}: no contract (describeRoute)`);
      else if (!Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)))
        missing.push(`${route}: no success answer declared`);
      else if (!operation.summary) missing.push(`${route}: no summary`);
    }
    expect(missing).toEqual([]);
  });

  it('describes each webhook an endpoint may receive, with its payload and signature headers (decision 050)', async () => {
    const document = (await readDocument()) as Document & {
      webhooks: Record<
        string,
        {
          post: {
            requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
            parameters: { name: string }[];
          };
        }
      >;
    };
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'application.created',
      'application.status_changed',
      'application.withdrawn',
      'job.closed',
      'webhook.test',
    ]);
    for (const [type, { post }] of Object.entries(document.webhooks)) {
      const schema = post.requestBody.content['application/json']!.schema;
      expect(Object.keys(schema.properties), type).toEqual(['type', 'timestamp', 'data']);
      expect(schema.properties.type, type).toMatchObject({ const: type });
      expect(
        post.parameters.map((p) => p.name),
        type,
      ).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    }
  });

  it('declares the bearer scheme and the one scope of each operation a personal API token opens (decision 049)', async () => {
    const document = await readDocument();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const opened: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const bearer = operation.security?.find((requirement) => 'bearerAuth' in requirement);
        if (bearer) opened.push(`${method.toUpperCase()} ${path} ${bearer.bearerAuth!.join(' ')}`);
      }
    }
    expect(opened.sort()).toEqual([
      'GET /api/applicants applications:read',
      'GET /api/applicants/{id} applications:read',
      'GET /api/jobs jobs:read',
      'GET /api/jobs/{id} jobs:read',
      'GET /api/jobs/{id}/applications applications:read',
      'GET /api/jobs/{id}/page jobs:read',
      'GET /api/startups/mine jobs:read',
      'GET /api/startups/{id}/jobs jobs:read',
      'GET /api/startups/{id}/pipeline applications:read',
      'PATCH /api/applications/{id}/status applications:write',
      'PATCH /api/jobs/{id}/active jobs:write',
      'POST /api/startups/{id}/jobs jobs:write',
      'PUT /api/applications/{id}/stage applications:write',
      'PUT /api/jobs/{id} jobs:write',
    ]);
    // A signed-in operation keeps the session as the other way in; a public one may be called with neither.
    expect(document.paths['/api/jobs/{id}']!.get!.security).toEqual([{ session: [] }, { bearerAuth: ['jobs:read'] }]);
    expect(document.paths['/api/jobs']!.get!.security).toEqual([{}, { bearerAuth: ['jobs:read'] }]);
    expect(document.paths['/api/account/tokens']!.get!.security).toEqual([{ session: [] }]);
  });

  it('is read in a browser at /api/docs, from this origin only', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    // No inline script: the Content-Security-Policy allows none.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css', '/api/docs/start.js']) {
      const response = await t.app.request(asset);
      expect(response.status, asset).toBe(200);
      expect((await response.text()).length, asset).toBeGreaterThan(20);
    }
  });
});
