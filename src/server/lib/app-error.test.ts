import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes';
import { AppError, appErrorResponse } from './app-error';

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

function appThrowing(error: AppError) {
  return new Hono()
    .get('/', () => {
      throw error;
    })
    .onError((thrown, c) => (thrown instanceof AppError ? appErrorResponse(c, thrown) : c.text('unexpected', 500)));
}

describe('the error codes', () => {
  it('gives every code an error status, and names it in capitals', () => {
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(ERROR_CODES[code].status).toBeGreaterThanOrEqual(400);
      expect(ERROR_CODES[code].status).toBeLessThan(600);
    }
  });

  it('keeps the codes the client and the tests already match, with their statuses', () => {
    expect(ERROR_CODES).toMatchObject({
      STARTUP_LIMIT: { status: 409 },
      JOB_LIMIT: { status: 409 },
      FOLLOW_LIMIT: { status: 409 },
      MESSAGES_CLOSED: { status: 403 },
      APPLICATION_WITHDRAWN: { status: 409 },
      UNSUBSCRIBE_LINK_EXPIRED: { status: 410 },
      RATE_LIMITED: { status: 429, hasRetryAfter: true },
    });
  });

  it('derives the status of an AppError from its code', () => {
    for (const code of codes) expect(new AppError(code, 'x').status).toBe(ERROR_CODES[code].status);
  });
});

describe('the answer to an AppError', () => {
  it('carries its code beside the message and the fields, with the code’s status', async () => {
    for (const code of codes) {
      const response = await appThrowing(new AppError(code, 'Nope', { name: 'Nope' })).request('/');
      expect(response.status).toBe(ERROR_CODES[code].status);
      expect(await response.json()).toEqual({ error: { message: 'Nope', code, fields: { name: 'Nope' } } });
    }
  });

  it('leaves out fields it does not have', async () => {
    const response = await appThrowing(new AppError('NOT_FOUND', 'Job not found')).request('/');
    expect(await response.json()).toEqual({ error: { message: 'Job not found', code: 'NOT_FOUND' } });
  });

  it('sends Retry-After only for the codes that have one', async () => {
    const limited = await appThrowing(new AppError('RATE_LIMITED', 'Slow down', undefined, 30)).request('/');
    expect(limited.headers.get('Retry-After')).toBe('30');
    const busy = await appThrowing(new AppError('SERVICE_BUSY', 'Busy', undefined, 5)).request('/');
    expect(busy.headers.get('Retry-After')).toBe('5');
    const quota = await appThrowing(new AppError('TOO_MANY_UNUSED_UPLOADS', 'Too many', undefined, 30)).request('/');
    expect(quota.headers.get('Retry-After')).toBeNull();
  });
});
