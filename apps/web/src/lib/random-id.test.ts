import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('is a version-4 UUID, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('is made from getRandomValues where randomUUID is missing (a page served over plain HTTP)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, randomId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(V4);
    } finally {
      // Back to the prototype's randomUUID.
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
