/** The bench's settings, from its environment: how long and how hard each measurement loads. */
import path from 'node:path';

export const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 5);
export const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
export const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
// BENCH_PROFILE=<dir>: the gateways and the checkout's services run under `node --cpu-prof` and write their profiles there.
const PROFILE_DIR = process.env['BENCH_PROFILE'] ? path.resolve(process.env['BENCH_PROFILE']) : undefined;
export const profiled = (): string[] => (PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
