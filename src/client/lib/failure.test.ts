import { describe, expect, it } from 'vitest';
import { ApiError, CONNECTION_ERROR } from './api';
import { AUTH_ERROR, failureText, isTransientFailure, UNEXPECTED_ERROR } from './failure';

describe('failureText', () => {
  it('says the connection failed when no answer came', () => {
    expect(failureText(new ApiError(0, CONNECTION_ERROR), 'Failed to load startup details')).toBe(CONNECTION_ERROR);
  });

  it('asks to sign in again when the session ended', () => {
    expect(failureText(new ApiError(401, 'User not authenticated'), 'Failed to save job. Please try again.')).toBe(
      AUTH_ERROR,
    );
  });

  it("shows the server's words for a refusal meant for the person", () => {
    expect(failureText(new ApiError(409, 'A startup with this name already exists'), 'Failed to create startup')).toBe(
      'A startup with this name already exists',
    );
  });

  it("gives the screen's own text for the server's failures and outages, and the generic one without it", () => {
    expect(
      failureText(
        new ApiError(503, 'The service is briefly unavailable. Please try again in a moment.'),
        'Failed to load posts',
      ),
    ).toBe('Failed to load posts');
    expect(failureText(new ApiError(500, 'Internal'))).toBe(UNEXPECTED_ERROR);
    expect(failureText(new TypeError('x is undefined'))).toBe(UNEXPECTED_ERROR);
  });
});

describe('failureText for a service our server asks', () => {
  it("shows the server's words for a 502, 503 or 504 it wrote: what happened and when to try again", () => {
    const limited = 'Greenhouse is limiting requests right now. Please try again in 2 minutes.';
    expect(
      failureText(
        new ApiError(502, limited, undefined, 'ATS_UNAVAILABLE'),
        'We could not read that job board. Please try again.',
      ),
    ).toBe(limited);
    expect(
      failureText(
        new ApiError(503, 'Too many sign-ins at once. Please try again in a few seconds.', undefined, 'SERVICE_BUSY'),
      ),
    ).toBe('Too many sign-ins at once. Please try again in a few seconds.');
    expect(
      failureText(
        new ApiError(
          504,
          'Lever did not answer in time. Please try again in a few minutes.',
          undefined,
          'ATS_UNAVAILABLE',
        ),
      ),
    ).toBe('Lever did not answer in time. Please try again in a few minutes.');
  });

  it("keeps the screen's words for a gateway failure nobody worded: a proxy's page, the outage's 503, a 500", () => {
    expect(
      failureText(new ApiError(502, 'An error occurred'), 'We could not read that job board. Please try again.'),
    ).toBe('We could not read that job board. Please try again.');
    expect(
      failureText(
        new ApiError(503, 'The service is briefly unavailable. Please try again in a moment.'),
        'Failed to load posts',
      ),
    ).toBe('Failed to load posts');
    expect(failureText(new ApiError(500, 'Internal', undefined, 'INTERNAL'), 'Failed to load posts')).toBe(
      'Failed to load posts',
    );
  });
});

describe('isTransientFailure', () => {
  it('is true for no answer and for 5xx, so the page asks again by itself', () => {
    expect(isTransientFailure(new ApiError(0, CONNECTION_ERROR))).toBe(true);
    expect(isTransientFailure(new ApiError(503, 'busy'))).toBe(true);
  });

  it('is false for answers that asking again will not change', () => {
    expect(isTransientFailure(new ApiError(404, 'Startup not found'))).toBe(false);
    expect(isTransientFailure(new ApiError(401, 'User not authenticated'))).toBe(false);
    expect(isTransientFailure(new Error('render'))).toBe(false);
  });
});
