import 'server-only';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutraliseFormula, UTF8_BOM } from '../csv';
import type { Db } from '../db/types';
import { allAudit, type AuditFilter } from './audit';

const COLUMNS = [
  'id',
  'at',
  'userId',
  'actor',
  'action',
  'entity',
  'entityId',
  'fields',
  'clientIp',
];

/** The matching entries as CSV, streamed a thousand rows at a time (a year may be large). */
export function auditCsv(db: Db, filter: AuditFilter): ReadableStream<Uint8Array> {
  async function* rows() {
    for await (const entry of allAudit(db, filter)) {
      yield {
        ...entry,
        actor: neutraliseFormula(entry.actor),
        entityId: entry.entityId === null ? '' : neutraliseFormula(entry.entityId),
        fields: entry.fields.join(' '),
      };
    }
  }
  const csv = Readable.from(rows()).pipe(
    stringify({ header: true, columns: COLUMNS, record_delimiter: '\r\n', bom: false }),
  );
  const withBom = Readable.from(
    (async function* () {
      yield Buffer.from(UTF8_BOM);
      for await (const chunk of csv) yield chunk as Buffer;
    })(),
  );
  return Readable.toWeb(withBom) as ReadableStream<Uint8Array>;
}
