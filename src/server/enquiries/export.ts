import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula, UTF8_BOM } from '../csv';
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
  return `${UTF8_BOM}${stringify([[...COLUMNS], ...rows], { record_delimiter: '\r\n' })}`;
}
