// The signing keys of the processes the dev runner starts (services/kit/src/secrets.ts says why there are three),
// and the first admin's password. Nothing in the code holds one that works outside tests, so: `make dev` makes
// random ones on its first run and keeps them in .data/secrets.env (readable by its owner only), so sessions and
// the admin's log-in survive a restart; a browser-test run makes new keys each run (its admin is the tests' own).
// A value set in the environment always wins.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readEnvFile } from './env-file.mjs';

const KEYS = ['JWT_SECRET', 'SERVICE_TOKEN_SECRET', 'RESET_LINK_SECRET'];
/** Made for development only; identity alone reads it. */
const DEVELOPMENT_ONLY = ['ADMIN_PASSWORD'];

/** Which keys each process gets: the gateway checks customers' tokens only; only identity makes reset links. */
export function keysOf(processName) {
  if (processName === 'gateway') return ['JWT_SECRET'];
  return processName === 'identity' ? [...KEYS, ...DEVELOPMENT_ONLY] : ['JWT_SECRET', 'SERVICE_TOKEN_SECRET'];
}

const fresh = () => Object.fromEntries(KEYS.map((name) => [name, randomBytes(32).toString('hex')]));
const freshDevelopment = () => ({ ADMIN_PASSWORD: randomBytes(12).toString('base64url') });

/** The keys for this run: the environment's, else those kept under .data/ (made on first use), or new ones for e2e. */
export function signingSecrets(root, { e2e }) {
  let secrets = fresh();
  if (!e2e) {
    const file = path.join(root, '.data/secrets.env');
    const kept = readEnvFile(file);
    secrets = { ...secrets, ...freshDevelopment(), ...kept };
    const names = [...KEYS, ...DEVELOPMENT_ONLY];
    if (names.some((name) => !kept[name])) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const lines = names.map((name) => `${name}=${secrets[name]}`);
      fs.writeFileSync(file, `# Made by make dev on its first run; keep it private. Delete it to log everyone out.\n${lines.join('\n')}\n`, { mode: 0o600 });
      fs.chmodSync(file, 0o600);
    }
  }
  for (const name of [...KEYS, ...DEVELOPMENT_ONLY]) {
    if (process.env[name]) secrets[name] = process.env[name];
    const previous = process.env[`${name}_PREVIOUS`];
    if (previous) secrets[`${name}_PREVIOUS`] = previous;
  }
  return secrets;
}

/** The part of `secrets` a process is given (with the previous key of each, during a rotation). */
export function secretsFor(processName, secrets) {
  const given = {};
  for (const name of keysOf(processName)) {
    if (secrets[name] === undefined) continue;
    given[name] = secrets[name];
    if (secrets[`${name}_PREVIOUS`]) given[`${name}_PREVIOUS`] = secrets[`${name}_PREVIOUS`];
  }
  return given;
}
