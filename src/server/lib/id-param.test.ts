import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { idParam } from './id-param';

const app = new Hono()
  .get('/things/:id', idParam('Thing not found'), (c) => c.json({ id: c.req.valid('param').id }))
  .onError((error, c) =>
    error instanceof AppError
      ? c.json({ message: error.message, fields: error.fields }, error.status)
      : c.text('unexpected', 500),
  );

describe('idParam', () => {
  it("answers anything but a UUID with 400 and the route's own message on `id`", async () => {
    const response = await app.request('/things/not-a-uuid');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Thing not found', fields: { id: 'Thing not found' } });
  });

  it('lets a UUID through as the typed param', async () => {
    const id = '0b6e1f3a-8d2c-4f5e-9a7b-1c2d3e4f5a6b';
    const response = await app.request(`/things/${id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id });
  });
});
