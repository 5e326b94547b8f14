import net from 'node:net';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import { bufferBody } from '../../src/upstreams';

/**
 * Security review: a body over the limit is read and dropped before the 413 (so browsers see it), but a sender
 * that trickles a byte now and then kept that drain, and its connection, open until the server's request deadline.
 * The drain now has a time bound of its own.
 */

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.post('/upload', bufferBody(1024, 200), (_req, res) => {
    res.json({ ok: true });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a refused body sent slowly', () => {
  it('when a client announces a body over the limit and trickles it, then the 413 comes once the drain time is up, not at the end of the body', async () => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1500\r\n\r\n');
    const trickle = setInterval(() => socket.write('a'), 20);
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('Request body is too large');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
