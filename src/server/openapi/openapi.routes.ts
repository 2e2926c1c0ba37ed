import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { describeRoute, json } from '../lib/contract';

// The API's reference (decision 029): the document at /api/openapi.json, and a page to read it at
// /api/docs with Swagger UI, served from our own origin (the Content-Security-Policy allows no other),
// its start in a file of its own (no inline script), loaded on that page only.

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const START = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout' });
});
`;

function page(title: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;
}

/** A schema of the document itself: an object, as OpenAPI 3.1 describes it. */
const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.unknown()),
  })
  .loose();

export function openApiRoutes(document: () => object) {
  const cache = new Map<string, string>();
  const asset = (name: keyof typeof ASSETS) => {
    let body = cache.get(name);
    if (body === undefined) cache.set(name, (body = readFileSync(path.join(swaggerDir, name), 'utf8')));
    return body;
  };
  const serve = (c: Context, name: keyof typeof ASSETS) => {
    c.header('Content-Type', ASSETS[name]);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(asset(name));
  };
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      describeRoute({
        summary: 'This document: every route of the API, its inputs and its answers',
        responses: { 200: json(openApiDocumentSchema) },
      }),
      (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.json(document());
      },
    )
    .get(
      '/docs',
      describeRoute({
        summary: 'The API reference, to read in a browser',
        responses: { 200: { description: 'An HTML page', contentType: 'text/html' } },
      }),
      (c) => c.html(page(c.get('deps').config.platformName)),
    )
    .get(
      '/docs/start.js',
      describeRoute({
        summary: "The reference page's start",
        responses: { 200: { description: 'JavaScript', contentType: 'text/javascript' } },
      }),
      (c) => {
        c.header('Content-Type', 'text/javascript; charset=utf-8');
        c.header('Cache-Control', 'public, max-age=3600');
        return c.body(START);
      },
    )
    .get(
      '/docs/swagger-ui.css',
      describeRoute({
        summary: "The reference page's viewer: Swagger UI's styles",
        responses: { 200: { description: 'CSS', contentType: 'text/css' } },
      }),
      (c) => serve(c, 'swagger-ui.css'),
    )
    .get(
      '/docs/swagger-ui-bundle.js',
      describeRoute({
        summary: "The reference page's viewer: Swagger UI",
        responses: { 200: { description: 'JavaScript', contentType: 'text/javascript' } },
      }),
      (c) => serve(c, 'swagger-ui-bundle.js'),
    );
}
