import 'server-only';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage
 * return) is prefixed with a quote (OWASP's CSV injection advice).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Put first in a CSV file, so spreadsheet programs read UTF-8 names right. */
export const UTF8_BOM = '\uFEFF';
