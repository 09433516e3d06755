/**
 * Wraps a left-to-right run (a phone number, an e-mail address, a Latin street address)
 * in Unicode directional isolates (LRI … PDI), so that inside an Arabic sentence it reads
 * as written: '+971 4 555 0123' keeps its '+' in front, and the Arabic punctuation
 * around it stays where it belongs. The marks are invisible.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;
