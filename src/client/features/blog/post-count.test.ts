import { describe, expect, it } from 'vitest';
import { postCount } from './post-count';

describe('postCount', () => {
  it('says "post" for one and "posts" for any other number', () => {
    expect(postCount(1)).toBe('1 post');
    expect(postCount(0)).toBe('0 posts');
    expect(postCount(2)).toBe('2 posts');
    expect(postCount(21)).toBe('21 posts');
  });
});
