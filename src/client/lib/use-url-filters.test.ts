import { describe, expect, it } from 'vitest';
import { withFilterChanges } from './use-url-filters';

const params = (search: string) => new URLSearchParams(search);

describe('withFilterChanges: the address after a filter changes', () => {
  it('sets a filter, keeping the others in their places', () => {
    expect(withFilterChanges(params('stage=Idea&country=FR'), { stage: 'MVP' }).toString()).toBe(
      'stage=MVP&country=FR',
    );
    expect(withFilterChanges(params('stage=Idea'), { country: 'FR' }).toString()).toBe('stage=Idea&country=FR');
  });

  it('takes out a filter set to empty or undefined', () => {
    expect(withFilterChanges(params('stage=Idea&country=FR'), { stage: '', country: undefined }).toString()).toBe('');
  });

  it('drops the parameters a new search resets, even when nothing else changes', () => {
    const rules = { resetOnChange: ['after', 'pages'] };
    expect(withFilterChanges(params('q=go&after=abc&pages=3'), { q: 'rust' }, rules).toString()).toBe('q=rust');
    expect(withFilterChanges(params('q=go&pages=3'), {}, rules).toString()).toBe('q=go');
  });

  it('leaves out a default value', () => {
    const rules = { isDefault: (name: string, value: string) => name === 'sort' && value === 'newest' };
    expect(withFilterChanges(params('sort=name'), { sort: 'newest' }, rules).toString()).toBe('');
    expect(withFilterChanges(params(''), { sort: 'name' }, rules).toString()).toBe('sort=name');
  });

  it('does not change the address it was given', () => {
    const current = params('stage=Idea');
    withFilterChanges(current, { stage: undefined });
    expect(current.toString()).toBe('stage=Idea');
  });
});
