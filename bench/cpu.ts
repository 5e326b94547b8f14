/** Where a load's CPU went: the time each bench process and test server spent, from Linux's /proc. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { childNames, children } from './processes';

/** A process's user + system CPU time so far, in ms (Linux /proc, clock ticks of 10 ms); undefined when unknown. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** A process's child processes (Linux /proc), none when unknown. */
function childrenOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The process listening on a local port (the test servers: MongoDB, RabbitMQ, Redis), through `ss`. */
function listenerOf(url: string | undefined): number | undefined {
  if (!url) return undefined;
  try {
    const line = execFileSync('ss', ['-ltnpH', `sport = :${new URL(url).port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(line)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time of every bench process and test server, by name: two snapshots subtracted give where a load's CPU went. */
export function cpuSnapshot(servers: Record<string, string>): Map<string, number> {
  const snapshot = new Map<string, number>();
  const add = (name: string, ms: number | undefined) => {
    if (ms !== undefined) snapshot.set(name, (snapshot.get(name) ?? 0) + ms);
  };
  for (const child of children) {
    const name = childNames.get(child) ?? 'other';
    add(name, cpuMsOf(child.pid));
    // nginx's master only starts its worker, which does the work: a process's own children count as its.
    for (const grandchild of childrenOf(child.pid)) add(name, cpuMsOf(grandchild));
  }
  add('MongoDB (mongo-java-server)', cpuMsOf(listenerOf(servers['MONGO_URL'])));
  add('RabbitMQ', cpuMsOf(listenerOf(servers['AMQP_URL'])));
  add('Redis', cpuMsOf(listenerOf(servers['REDIS_URL'])));
  return snapshot;
}
