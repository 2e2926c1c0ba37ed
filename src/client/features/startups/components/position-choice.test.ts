import { describe, expect, it } from 'vitest';
import { choosePosition, shownPosition } from './position-choice';

describe('the position shown', () => {
  it('is the first, or the one the address names, before any choice', () => {
    expect(shownPosition(null, null, 'growth')).toBe('growth');
    expect(shownPosition(null, 'backend', 'growth')).toBe('backend');
  });

  it('is the one chosen at once, before the address has followed, and after', () => {
    const choice = choosePosition(null, null, 'backend');
    expect(shownPosition(choice, null, 'growth')).toBe('backend');
    expect(shownPosition(choice, 'backend', 'growth')).toBe('backend');
  });

  it('is the latest choice while the address passes through an earlier one', () => {
    const first = choosePosition(null, null, 'backend');
    const second = choosePosition(first, null, 'design');
    expect(shownPosition(second, null, 'growth')).toBe('design');
    expect(shownPosition(second, 'backend', 'growth')).toBe('design');
    expect(shownPosition(second, 'design', 'growth')).toBe('design');
  });

  it('follows the address once it changes some other way', () => {
    const choice = choosePosition(null, null, 'backend');
    expect(shownPosition(choice, 'design', 'growth')).toBe('design');
    // Chosen again after the address caught up: only the new address is left behind.
    expect(choosePosition(choice, 'backend', 'growth').over).toEqual(['backend']);
  });
});
