import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { ATTRIBUTION_FIELDS } from '@/lib/enquiries';
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
  'status',
  'assignee',
  'handledAt',
  'source',
  ...ATTRIBUTION_FIELDS,
  'device',
  'language',
  'delivery',
  'deliveryAttempts',
  // Last, so that spreadsheets built on the earlier columns keep their places (issue 29).
  'locale',
] as const satisfies readonly (keyof EnquiryItem)[];

/** The CSV's header line, with a byte-order mark so spreadsheet programs read UTF-8 names right. */
export const csvHeader = () =>
  `${UTF8_BOM}${stringify([[...COLUMNS]], { record_delimiter: '\r\n' })}`;

/** Enquiries as CSV lines (formula cells neutralised). */
export function enquiryCsvRows(items: EnquiryItem[]): string {
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
  return rows.length === 0 ? '' : stringify(rows, { record_delimiter: '\r\n' });
}

/** All the given enquiries as one CSV document. */
export const enquiriesToCsv = (items: EnquiryItem[]) => csvHeader() + enquiryCsvRows(items);
