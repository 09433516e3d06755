// `npm run cluster -- --instances 3`: the production topology on this machine (nginx in
// front of N instances sharing PostgreSQL, Redis and an S3-compatible bucket). Prints
// the front URL; Ctrl-C stops everything it started. See docs/deploy.md.
//
//   --instances N    how many app instances (1–8, default 3)
//   --port P         nginx's port (default 8080); the static-file ceiling is on P + 1
//   --instance-port I  the first instance's port (default 4100; the others follow, the
//                    bucket on I + 99)
//   --fresh          start from an empty database, bucket and page cache
import { parseArgs } from 'node:util';
import { CLUSTER_ADMIN, startCluster } from './cluster/cluster';

function options() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      'instance-port': { type: 'string', default: '4100' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
    throw new Error('--instances must be a whole number from 1 to 8.');
  }
  if (!Number.isInteger(port) || port < 1024 || port > 65000) {
    throw new Error('--port must be a port number from 1024 to 65000.');
  }
  const instancePort = Number(values['instance-port']);
  if (!Number.isInteger(instancePort) || instancePort < 1024 || instancePort > 65000 - 99) {
    throw new Error('--instance-port must be a port number from 1024 to 64901.');
  }
  return { instances, port, instancePort, fresh: values.fresh };
}

async function main() {
  let parsed;
  try {
    parsed = options();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const cluster = await startCluster({
    instances: parsed.instances,
    frontPort: parsed.port,
    basePort: parsed.instancePort,
    dataDir: 'test-data/cluster',
    database: 'agency_cluster',
    fresh: parsed.fresh,
    distDir: process.env.NEXT_DIST_DIR ?? '.next-cluster',
  });
  console.log(`
  Site:     ${cluster.frontUrl}
  Admin:    ${cluster.frontUrl}/admin  (${CLUSTER_ADMIN.email} / ${CLUSTER_ADMIN.password})
  Ceiling:  ${cluster.staticUrl}  (a plain file from the same nginx)
  Instances: ${cluster.instances.map((i) => i.origin).join(', ')}
  Logs:     test-data/cluster/logs

  Ctrl-C stops nginx, the instances and the bucket.`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('\n[cluster] stopping…');
      void cluster.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`[cluster] ${(error as Error).message}`);
  process.exit(1);
});
