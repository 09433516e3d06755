import { describe, expect, it } from 'vitest';
import { randomSelection } from './random-selection';

describe('randomSelection', () => {
  it('picks `count` distinct indexes below `size`', () => {
    for (let run = 0; run < 50; run++) {
      const picked = randomSelection(30, 10);
      expect(picked).toHaveLength(10);
      expect(new Set(picked).size).toBe(10);
      for (const index of picked) expect(index >= 0 && index < 30).toBe(true);
    }
  });

  it('orders all of them when there are fewer than `count`', () => {
    const picked = randomSelection(6, 10);
    expect([...picked].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(randomSelection(0, 10)).toEqual([]);
  });

  it('can put any index first, and follows the random source', () => {
    expect(randomSelection(5, 3, () => 0)).toEqual([0, 1, 2]);
    expect(randomSelection(5, 3, () => 0.999)).toEqual([4, 0, 1]);
    const firsts = new Set(Array.from({ length: 400 }, () => randomSelection(11, 10)[0]));
    expect(firsts.size).toBe(11);
  });
});
