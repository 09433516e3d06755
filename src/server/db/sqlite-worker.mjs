// The SQLite connection's own thread (src/server/db/worker-client.ts starts it).
// @libsql/client runs every statement synchronously on the thread that calls it, and on
// SQLite each commit waits for the disk (synchronous=FULL): on the event loop's thread
// that wait blocked every other request (docs/performance.md, "Where an enquiry's time
// goes"). Here it blocks only this thread. The main thread sends one message at a time
// (its driver serialises the process's work on this one connection), so a transaction's
// statements can never interleave with another's.
//
// Plain JavaScript, outside Next's bundle: it is loaded by path at run time.
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@libsql/client';

const client = createClient({ url: workerData.url, concurrency: 1 });
// The connection's settings (foreign keys, busy timeout…), before any statement: a worker
// started again after one died must not run without them.
const ready = (async () => {
  for (const pragma of workerData.pragmas) await client.execute(pragma);
})();
/** The open transaction, if any: statements go to it until it is committed or rolled back. */
let transaction;

/** Rows as plain objects keyed by column, as Kysely reads them (the same keys libSQL's rows enumerate). */
function plain(result) {
  return {
    rows: result.rows.map((row) => ({ ...row })),
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
  };
}

/** What the callers read of a database error (src/server/db/unique-violation.ts, unavailable.ts). */
function errorOf(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code, extendedCode, rawCode } = error;
  return { name: error.name, message: error.message, code, extendedCode, rawCode };
}

async function run({ op, sql, args }) {
  switch (op) {
    case 'execute':
      return plain(await (transaction ?? client).execute({ sql, args }));
    case 'begin':
      transaction = await client.transaction('write');
      return undefined;
    case 'commit':
    case 'rollback': {
      const open = transaction;
      transaction = undefined;
      await open?.[op]();
      return undefined;
    }
    case 'close':
      client.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

parentPort.on('message', (message) => {
  ready
    .then(() => run(message))
    .then(
      (result) => parentPort.postMessage({ id: message.id, result }),
      (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
    );
});
