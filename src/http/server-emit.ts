import 'server-only';
import http from 'node:http';

// Next's route handlers never see Node's request, its socket or the server. The hooks
// that need them (the peer-address stamp, the redirect table, the request log) each
// wrap http.Server's emit, so they run before Next for every server in the process.
// The hook installed last runs first.

/** Sees an event before the server does; answering true means it was handled here. */
export type ServerEmitHook = (
  server: http.Server,
  event: string | symbol,
  args: unknown[],
) => boolean | void;

export function hookServerEmit(hook: ServerEmitHook): void {
  const originalEmit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (hook(this, event, args) === true) return true;
    return Reflect.apply(originalEmit, this, [event, ...args]) as boolean;
  } as typeof originalEmit;
}
