// KEY=value files under .data/ (infra.sh's env files, make dev's secrets), read the way Node reads them.
import fs from 'node:fs';
import { parseEnv } from 'node:util';

/** The settings of `file`, or none when it does not exist. */
export function readEnvFile(file) {
  return fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
}
