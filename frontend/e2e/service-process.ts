/**
 * The browser tests' hold on this stack's own service processes: which process runs a service (found by the ports
 * the dev runner gave this stack, since other stacks run the same services), and freezing one for a while.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';

/** The inodes of the sockets listening on `port`, from the kernel's tables (/proc/net/tcp and tcp6, hex). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1], fields[3], fields[9]];
      if (local && state === '0A' && inode && Number.parseInt(local.split(':').at(-1)!, 16) === port) inodes.add(inode);
    }
  }
  return inodes;
}

/**
 * The id of the process of this stack running `service` (identity, order, ...): among the ports the dev runner says
 * its processes listen on (E2E_LISTENING_PORTS), the one whose socket a process running that service's main.ts holds.
 * Other stacks on the same machine run the same services, so the process is found by its port, never by its name.
 */
export function servicePid(service: string): number {
  const ports = (process.env.E2E_LISTENING_PORTS ?? '').split(',').filter(Boolean).map(Number);
  const sockets = new Set(ports.flatMap((port) => [...listeningInodes(port)]).map((inode) => `socket:[${inode}]`));
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let command: string;
    let fds: string[];
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.includes(`services/${service}/src/main.ts`)) continue;
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    const holds = fds.some((fd) => {
      try {
        return sockets.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (holds) return Number(pid);
  }
  assert.fail(`no process of this stack runs ${service} (listening ports: ${ports.join(', ')})`);
}

/**
 * Runs `during` with the stack's `service` frozen (SIGSTOP): it keeps its port, takes connections and answers
 * nothing, as a hung process does, so its callers meet their timeouts. Always thawed (SIGCONT) afterwards, so the
 * files after this one find it answering.
 */
export async function whileServiceHangs<T>(service: string, during: () => Promise<T>): Promise<T> {
  const pid = servicePid(service);
  const thaw = () => process.kill(pid, 'SIGCONT');
  // Even when the test run ends inside `during` (a timeout), the service is not left frozen.
  process.on('exit', thaw);
  process.kill(pid, 'SIGSTOP');
  try {
    return await during();
  } finally {
    thaw();
    process.off('exit', thaw);
  }
}
