import net from 'node:net';
import os from 'node:os';
import { expect, test } from '@playwright/test';

// HOST decides where an instance listens. The e2e server runs as deployed behind nginx,
// with HOST=127.0.0.1 (playwright.config.ts): it answers on loopback and refuses every
// other address of this machine.

/** Connects to host:port; answers 'connected' or the error's code. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 5_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('ETIMEDOUT');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

test('the server listens where HOST says, and nowhere else', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  const outward = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4');
  test.skip(!outward, 'this machine has no address besides loopback');
  expect(await tryConnect('127.0.0.1', port)).toBe('connected');
  expect(await tryConnect(outward!.address, port)).toBe('ECONNREFUSED');
});
