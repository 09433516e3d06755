// A tool a script needs from Debian's packages (nginx for the cluster, wrk for the
// benchmarks): found where Debian installs it, or installed when running as root, as
// .ci/run installs Chromium; otherwise the command that installs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The path of the package's binary, installing the package first when it is missing. */
export function ensureDebianPackage(
  name: string,
  binaries: readonly string[],
  log: (line: string) => void,
): string {
  const found = binaries.find((file) => fs.existsSync(file));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(`${name} is not installed. Install it with: sudo apt-get install -y ${name}`);
  }
  log(`installing ${name} from Debian’s packages…`);
  const install = spawnSync('apt-get', ['install', '-y', '-qq', name], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new Error(`apt-get install ${name} failed:\n${install.stderr}`);
  return binaries[0]!;
}
