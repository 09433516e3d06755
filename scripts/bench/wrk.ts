// The load generator of the benchmarks: wrk (Debian's package), not a Node client. On
// this 2-core machine the generator shares the CPU with the server, and a Node client
// spends about as much CPU per request as a page-cache hit costs the server, more the
// larger the body: it measured itself as much as the server, and the ratios between a
// large page and a small one came out lower than the server's own. wrk, in C, costs a
// fraction of that (and is what the figures were measured with).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackage } from '../debian-package';

export interface WrkRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Send each request from another made-up visitor address (X-Forwarded-For): rate limits are per visitor. */
  newVisitorEach?: boolean;
}

export interface WrkResult {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  /** Answers with a status of 400 or more. */
  'error status': number;
  /** Connection errors and timeouts. */
  errors: number;
}

const luaString = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string here

/** The Lua script: the request, and one JSON line of figures when done. */
function scriptFor({ method = 'GET', headers = {}, body, newVisitorEach }: WrkRequest): string {
  const lines = [`wrk.method = ${luaString(method)}`];
  for (const [name, value] of Object.entries(headers))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (body !== undefined) lines.push(`wrk.body = ${luaString(body)}`);
  if (newVisitorEach) {
    lines.push(
      'local threads, sent = 0, 0',
      'setup = function(thread) threads = threads + 1; thread:set("thread_number", threads) end',
      'request = function()',
      '  sent = sent + 1',
      '  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", thread_number,',
      '    math.floor(sent / 250) % 250 + 1, sent % 250 + 1)',
      '  return wrk.format()',
      'end',
    );
  }
  lines.push(
    'done = function(summary, latency)',
    '  local e = summary.errors',
    '  io.write(string.format("\\nWRK-RESULT {\\"requests\\":%d,\\"micros\\":%d,\\"p50\\":%d,\\"p99\\":%d,\\"status\\":%d,\\"errors\\":%d}\\n",',
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),',
    '    e.status, e.connect + e.read + e.write + e.timeout))',
    'end',
  );
  return lines.join('\n');
}

/** Runs wrk for `seconds` with `connections` open connections and returns its figures. */
export async function wrk(
  request: WrkRequest,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<WrkResult> {
  if (!['127.0.0.1', 'localhost'].includes(new URL(request.url).hostname))
    throw new Error(`load is only ever sent to 127.0.0.1, not ${request.url}`);
  const binary = ensureDebianPackage('wrk', ['/usr/bin/wrk'], (line) => console.log(line));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wrk-'));
  const script = path.join(folder, 'request.lua');
  fs.writeFileSync(script, scriptFor(request));
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(binary, [...args, request.url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`)),
      );
    });
    const line = output.split('\n').find((l) => l.startsWith('WRK-RESULT '));
    if (!line) throw new Error(`wrk printed no figures:\n${output}`);
    const figures = JSON.parse(line.slice('WRK-RESULT '.length)) as Record<string, number>;
    const ms = (micros: number) => Math.round(micros / 100) / 10;
    return {
      'req/s': Math.round(figures.requests! / (figures.micros! / 1e6)),
      'p50 ms': ms(figures.p50!),
      'p99 ms': ms(figures.p99!),
      'error status': figures.status!,
      errors: figures.errors!,
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
