import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { UNEXPECTED_ERROR } from '../lib/failure';
import { serverErrors } from './form';

describe('serverErrors: where a failed submission says what went wrong', () => {
  it("puts the server's messages on the form's own fields, and no red box then", () => {
    const error = new ApiError(400, 'Name is taken', { name: 'Name is taken', other: 'Not here' });
    expect(serverErrors(error, ['name', 'frequency'], 'Failed.')).toEqual({
      fields: [['name', 'Name is taken']],
      message: null,
    });
  });

  it("shows the server's words for a rule it refused without naming a field of this form", () => {
    expect(serverErrors(new ApiError(409, 'Ten alerts at most', { other: 'x' }), ['name'], 'Failed.')).toEqual({
      fields: [],
      message: 'Ten alerts at most',
    });
  });

  it("gives the form's own words to a failure the server did not word for the person", () => {
    expect(serverErrors(new ApiError(500, 'Internal'), ['name'], 'Failed to save.')).toEqual({
      fields: [],
      message: 'Failed to save.',
    });
    expect(serverErrors(new Error('boom'), ['name'], UNEXPECTED_ERROR)).toEqual({
      fields: [],
      message: UNEXPECTED_ERROR,
    });
  });
});
