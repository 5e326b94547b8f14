/**
 * The ceiling for GET /getUser direct: a bare Express app in a process of its own, answering a fixed user of the
 * same shape and size as identity's answer with res.json(), no middleware, no token, no database. What identity
 * adds on top (its platform middleware, the caller check, the Redis and database reads) is the gap to it.
 * Run by the bench (bench/proxy.ts) with PORT set.
 */
import express from 'express';

const USER = {
  user: {
    _id: '6745f0c2a1b2c3d4e5f60718',
    name: 'Bench Customer',
    email: 'bench-customer@example.com',
    mobile: '5550100',
    role: 'customer',
    billingPaused: false,
    verified: false,
    status: 'active',
    address: null,
    hasPassword: true,
    createdAt: '2026-11-26T12:00:00.000Z',
    updatedAt: '2026-11-26T12:00:00.000Z',
    __v: 0,
  },
};

const app = express();
app.disable('x-powered-by');
app.get('/getUser', (_req, res) => {
  res.json(USER);
});
app.get('/readyz', (_req, res) => {
  res.json({ status: 'ready' });
});
const server = app.listen(Number(process.env['PORT']), '127.0.0.1');
process.on('SIGTERM', () => server.close());
