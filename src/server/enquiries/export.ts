import 'server-only';
import { stringify } from 'csv-stringify/sync';
import type { EnquiryItem } from './enquiries';

const COLUMNS = [
  'id',
  'createdAt',
  'form',
  'name',
  'email',
  'phoneNum',
  'businessName',
  'role',
  'message',
  'formType',
  'handledAt',
  'delivery',
  'deliveryAttempts',
] as const satisfies readonly (keyof EnquiryItem)[];

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage
 * return) is prefixed with a quote (OWASP's CSV injection advice).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** All enquiries as CSV, with a byte-order mark so spreadsheet programs read UTF-8 names right. */
export function enquiriesToCsv(items: EnquiryItem[]): string {
  const rows = items.map((item) =>
    COLUMNS.map((column) => {
      const value = item[column];
      return value === null
        ? ''
        : typeof value === 'number'
          ? String(value)
          : neutraliseFormula(value);
    }),
  );
  return `\uFEFF${stringify([[...COLUMNS], ...rows], { record_delimiter: '\r\n' })}`;
}
