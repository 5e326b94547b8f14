#!/usr/bin/env node
// Prints workspace folders in build order: every @rto/* workspace after the workspaces it depends on.
//   node infra/scripts/build-order.mjs                  all workspaces (make build)
//   node infra/scripts/build-order.mjs services/cart    what that one needs, then itself (the Dockerfile)
import { execFileSync } from 'node:child_process';

const workspaces = JSON.parse(execFileSync('npm', ['query', '.workspace'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));
const wanted = process.argv[2]?.replace(/^\.\//, '').replace(/\/$/, '');

const order = [];
const seen = new Set();
function visit(workspace) {
  if (seen.has(workspace.name)) return;
  seen.add(workspace.name);
  for (const dependency of Object.keys({ ...workspace.dependencies, ...workspace.peerDependencies })) {
    if (byName.has(dependency)) visit(byName.get(dependency));
  }
  order.push(workspace.location);
}

if (wanted) {
  const target = workspaces.find((workspace) => workspace.location === wanted);
  if (!target) {
    process.stderr.write(`${wanted} is not a workspace\n`);
    process.exit(1);
  }
  visit(target);
} else {
  for (const workspace of workspaces) visit(workspace);
}
process.stdout.write(`${order.join(' ')}\n`);
