import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { redirectLogTo } from '@/server/log';

/**
 * Sends the log (info and above) here for the rest of the test file: the lines written,
 * parsed, in order.
 */
export function captureLog(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const restoreLog = redirectLogTo(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
    'info',
  );
  afterAll(() => restoreLog());
  return lines;
}
