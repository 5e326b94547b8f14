/**
 * Security: the processes the dev runner starts listen on loopback only. Services answer /internal/ routes to a
 * service token; before, they listened on every address, so anyone on the network could try them directly, around
 * the gateway. Read from the kernel's own table of listening sockets, not from what the processes say.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

const ports = (process.env.E2E_LISTENING_PORTS ?? '').split(',').filter(Boolean).map(Number);
const LISTEN = '0A';

/** The local addresses listening on `port`, from /proc/net/tcp and tcp6 (hex, as the kernel writes them). */
function listenersOn(port: number): string[] {
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== LISTEN) continue;
      const [address, hexPort] = local.split(':');
      if (Number.parseInt(hexPort!, 16) === port) addresses.push(address!);
    }
  }
  return addresses;
}

/**
 * 127.0.0.0/8, ::1, or ::ffff:127.x. The kernel prints each 32-bit word in host (little-endian) order, so 127.0.0.1
 * is 0100007F and ::1 ends in 01000000.
 */
function isLoopback(hex: string): boolean {
  const address = hex.toUpperCase();
  if (address.length === 8) return address.endsWith('7F');
  if (address === '00000000000000000000000001000000') return true;
  return address.startsWith('0000000000000000FFFF0000') && address.endsWith('7F');
}

test('the dev runner says which ports its processes listen on', () => {
  assert.ok(ports.length >= 8, `the gateway, its operations port and every service: ${ports.join(', ')}`);
});

test('when the dev runner has started every process, then each listens on loopback only', () => {
  for (const port of ports) {
    const listeners = listenersOn(port);
    assert.ok(listeners.length > 0, `something listens on ${port}`);
    for (const address of listeners) assert.ok(isLoopback(address), `port ${port} listens on ${address}, not loopback only`);
  }
});
