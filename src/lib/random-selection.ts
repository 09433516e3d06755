/**
 * `count` distinct indexes below `size` (all of them when `count` is larger), in random
 * order: the first steps of a Fisher–Yates shuffle, so every selection and order is
 * equally likely.
 */
export function randomSelection(
  size: number,
  count: number,
  random: () => number = Math.random,
): number[] {
  const indexes = Array.from({ length: size }, (_, index) => index);
  const chosen = Math.max(0, Math.min(count, size));
  for (let i = 0; i < chosen; i++) {
    const j = i + Math.floor(random() * (size - i));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes.slice(0, chosen);
}
