/**
 * `npm run api-types -w frontend`: writes src/api/openapi.gen.ts, the TypeScript types of the public API, made by
 * openapi-typescript from the very document the gateway serves at /openapi.json. The document is built here from
 * the services' contracts (gateway/src/openapi.ts), so nothing has to run: no gateway, no service, no database.
 * Run with tsx and the `development` condition, which load the workspaces' TypeScript sources (see package.json).
 *
 * `--check` writes nothing: it fails, naming the command to run, when the committed file is not what the current
 * contracts generate (`make typecheck` runs it, so a contract change without its types fails `make test`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const target = fileURLToPath(new URL('../src/api/openapi.gen.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const shown = path.relative(repositoryRoot, target);
const COMMAND = 'npm run api-types -w frontend';

const HEADER = `/**
 * GENERATED from the gateway's OpenAPI document (the services' contracts) by \`${COMMAND}\`. Do not edit:
 * change the contract (services/<name>/src/http/contract.ts) and run the command again. The SPA's names for these
 * shapes are in ./types.ts.
 */

`;

async function generate() {
  const { publicApiDocument } = await import('../../gateway/src/openapi.ts');
  const ast = await openapiTS(publicApiDocument(), { alphabetize: false });
  return HEADER + astToString(ast);
}

const check = process.argv.includes('--check');
const generated = await generate();
const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;

if (check) {
  if (committed !== generated) {
    process.stderr.write(
      `${shown} is ${committed === undefined ? 'missing' : 'not what the current contracts generate'}.\n` +
        `Run \`${COMMAND}\` and commit the result.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`${shown} matches the contracts\n`);
} else if (committed === generated) {
  process.stdout.write(`${shown} is up to date\n`);
} else {
  fs.writeFileSync(target, generated);
  process.stdout.write(`wrote ${shown}\n`);
}
