// Runs once when the server starts. Node-only work is loaded behind the NEXT_RUNTIME
// check: Next inlines that variable per bundle (which is why it is read here rather
// than through src/env.ts), so the edge bundle never sees node:http or the database.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServices } = await import('./http/node-services');
    startNodeServices();
  }
}
