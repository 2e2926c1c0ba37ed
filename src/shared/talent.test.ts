import { describe, expect, it } from 'vitest';
import { decodeTalentCursor, encodeTalentCursor, talentQuerySchema } from './talent';

describe('the candidates page cursor', () => {
  it('reads back what the server made, and nothing else', () => {
    const after = {
      kind: 'after',
      updatedAt: '2026-01-05T10:00:00.123456Z',
      id: '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e',
    } as const;
    expect(decodeTalentCursor(encodeTalentCursor(after))).toEqual(after);
    expect(decodeTalentCursor(encodeTalentCursor({ kind: 'ranked', offset: 40 }))).toEqual({
      kind: 'ranked',
      offset: 40,
    });
    for (const bad of [
      '',
      'r',
      'r99999',
      'a2026-02-30T10:00:00.123456Z_5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e',
      'a2026-01-05T10:00:00Z_x',
      'x1',
    ])
      expect(decodeTalentCursor(bad), bad).toBeNull();
  });

  it('makes a bad cursor a 400, and ignores filter values it does not know', () => {
    expect(talentQuerySchema.safeParse({ cursor: 'nonsense' }).success).toBe(false);
    expect(talentQuerySchema.parse({ country: 'XX', jobType: 'Gig', needsVisa: 'maybe', skill: '  Rust ' })).toEqual({
      skill: 'Rust',
      cursor: undefined,
      country: undefined,
      jobType: undefined,
      needsVisa: undefined,
    });
  });
});
