import { describe, expect, it } from 'vitest';
import { commitDraft } from './tag-input';

describe('commitDraft: what becomes of the text typed in a tag box', () => {
  it('adds it, trimmed, and empties the box', () => {
    expect(commitDraft(['Go'], '  Rust ', 30)).toEqual({ tags: ['Go', 'Rust'], draft: '', isFull: false });
  });

  it('ignores a blank box or a tag already there, whatever its case', () => {
    const tags = ['TypeScript'];
    expect(commitDraft(tags, '   ', 30)).toEqual({ tags, draft: '', isFull: false });
    expect(commitDraft(tags, 'typescript', 30)).toEqual({ tags, draft: '', isFull: false });
    // The same list, not a copy: the form is not told of a change that is none.
    expect(commitDraft(tags, 'typescript', 30).tags).toBe(tags);
  });

  it('keeps the text in the box when the list is full, and says so', () => {
    expect(commitDraft(['a', 'b'], 'c', 2)).toEqual({ tags: ['a', 'b'], draft: 'c', isFull: true });
    // A duplicate of a full list is simply there already.
    expect(commitDraft(['a', 'b'], 'A', 2)).toEqual({ tags: ['a', 'b'], draft: '', isFull: false });
  });
});
