import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCaseStudies } from '@/server/case-studies/case-studies';
import { openDatabase } from '@/server/db/client';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

const root = path.resolve(import.meta.dirname, '../..');

describe.each(testEngines)('a writer killed with SIGKILL on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => t.drop());

  it('loses no acknowledged write', async () => {
    const child = spawn(
      process.execPath,
      // In-process loader (not the tsx CLI, which would run the writer in a grandchild
      // that SIGKILL would not reach).
      ['--conditions=react-server', '--import', 'tsx', path.join(root, 'tests/support/crash-writer.ts'), JSON.stringify(t.config)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // Kill it mid-stream once it has acknowledged a fair number of writes.
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (output.split('\n').length > 250) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the writer exited early with code ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const acknowledged = output.split('\n').filter((line) => /^[0-9a-f]{24}$/.test(line));
    expect(acknowledged.length).toBeGreaterThan(200);

    const reopened = openDatabase(t.config);
    try {
      const stored = new Set((await listCaseStudies(reopened.db)).map((c) => c._id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await reopened.db.destroy();
    }
  });
});
