// Arabic counted nouns, for the interface texts that quote a number.

/**
 * '3 أحرف', '12 حرفًا', '800 حرف': an Arabic count agrees with its number (3 to 10 take
 * the plural, 11 to 99 the singular in the accusative, round hundreds the singular; 1
 * and 2 have forms of their own, here in the genitive that follows عن and على).
 */
export function characterCount(count: number): string {
  if (count === 1) return 'حرف واحد';
  if (count === 2) return 'حرفين';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} أحرف`;
  if (lastTwo >= 11 && lastTwo <= 99) return `${count} حرفًا`;
  return `${count} حرف`;
}
