import fs from 'node:fs';
import path from 'node:path';

/**
 * How the workspaces may depend on each other: never in a cycle, and a service never on another service. What
 * services share about each other (events, internal routes) is in `@rto/contracts`; a service depends on it, the
 * kit and the rules. Only the gateway, which is no service, reads a service, and only its `/contract` entry (its
 * public routes as data).
 */

const root = path.resolve(__dirname, '..');
const SERVICE_ENTRIES = ['contract'];
/** What a service's running code may depend on (its tests may start other services: devDependencies). */
const RUNTIME_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'] as const;
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

interface PackageJson {
  name: string;
  workspaces?: string[];
  exports?: Record<string, Record<string, string> | string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

interface Workspace {
  name: string;
  /** Relative to the repository root, e.g. services/cart. */
  dir: string;
  manifest: PackageJson;
  /** `@rto/*` specifiers imported by its src/, with the file that imports each. */
  imports: Array<{ file: string; specifier: string }>;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;

/** The root's workspace globs, expanded ("services/*": every folder there with a package.json). */
function workspaceDirs(): string[] {
  const dirs = new Set<string>();
  for (const pattern of readJson(path.join(root, 'package.json')).workspaces ?? []) {
    const candidates = pattern.endsWith('/*')
      ? fs.readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern];
    for (const dir of candidates) if (fs.existsSync(path.join(root, dir, 'package.json'))) dirs.add(path.normalize(dir));
  }
  return [...dirs].sort();
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module specifier in a file: `from '...'`, `import '...'`, `import('...')`, `require('...')`. */
function specifiersIn(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;
  return [...text.matchAll(pattern)].map((match) => match[2]!);
}

/** `@rto/cart/events` -> `@rto/cart`; `@rto/kit` -> `@rto/kit`. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, 2).join('/');
const entryOf = (specifier: string) => specifier.split('/').slice(2).join('/');

function readWorkspaces(): Workspace[] {
  return workspaceDirs().map((dir) => {
    const manifest = readJson(path.join(root, dir, 'package.json'));
    const imports = sourceFiles(path.join(root, dir, 'src')).flatMap((file) =>
      specifiersIn(file)
        .filter((specifier) => specifier.startsWith('@rto/'))
        .map((specifier) => ({ file: path.relative(root, file), specifier })),
    );
    return { name: manifest.name, dir, manifest, imports };
  });
}

/** Who depends on whom among the workspaces: declared in package.json (any field) or imported by src/. */
function dependencyGraph(workspaces: Workspace[]): Map<string, Set<string>> {
  const names = new Set(workspaces.map((workspace) => workspace.name));
  const graph = new Map<string, Set<string>>();
  for (const workspace of workspaces) {
    const declared = DEPENDENCY_FIELDS.flatMap((field) => Object.keys(workspace.manifest[field] ?? {}));
    const imported = workspace.imports.map(({ specifier }) => packageOf(specifier));
    graph.set(workspace.name, new Set([...declared, ...imported].filter((name) => names.has(name) && name !== workspace.name)));
  }
  return graph;
}

/** One cycle of the graph as a path that ends where it starts (`a -> b -> a`), or undefined when there is none. */
export function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const index = onPath.indexOf(node);
    if (index >= 0) return [...onPath.slice(index), node];
    if (done.has(node)) return undefined;
    onPath.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(node);
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

const isService = (workspace: Workspace) => workspace.dir.startsWith(`services${path.sep}`) && workspace.dir !== path.join('services', 'kit');

/** Every way a service depends on another service at run time: declared (RUNTIME_FIELDS) or imported by src/. */
function serviceToService(workspaces: Workspace[]): string[] {
  const services = new Set(workspaces.filter(isService).map((workspace) => workspace.name));
  return workspaces.filter(isService).flatMap((workspace) => {
    const declared = RUNTIME_FIELDS.flatMap((field) => Object.keys(workspace.manifest[field] ?? {}))
      .filter((name) => services.has(name) && name !== workspace.name)
      .map((name) => `${workspace.dir}/package.json depends on ${name}`);
    const imported = workspace.imports
      .filter(({ specifier }) => services.has(packageOf(specifier)) && packageOf(specifier) !== workspace.name)
      .map(({ file, specifier }) => `${file} imports ${specifier}`);
    return [...declared, ...imported];
  });
}

/** Imports of a service's package other than through its entries (SERVICE_ENTRIES), from any other workspace. */
function implementationImports(workspaces: Workspace[]): string[] {
  const services = new Set(workspaces.filter(isService).map((workspace) => workspace.name));
  return workspaces.flatMap((workspace) =>
    workspace.imports
      .filter(({ specifier }) => services.has(packageOf(specifier)) && packageOf(specifier) !== workspace.name && !SERVICE_ENTRIES.includes(entryOf(specifier)))
      .map(({ file, specifier }) => `${file} imports ${specifier}`),
  );
}

const workspaces = readWorkspaces();

describe('the workspace graph', () => {
  it('when the workspaces are read, then every service, the kit and the gateway are there, with their imports', () => {
    const names = workspaces.map((workspace) => workspace.name);
    expect(names).toEqual(expect.arrayContaining(['@rto/kit', '@rto/rules', '@rto/contracts', '@rto/identity', '@rto/catalog', '@rto/cart', '@rto/notification', '@rto/gateway']));
    expect(workspaces.find((workspace) => workspace.name === '@rto/gateway')?.imports.map(({ specifier }) => specifier)).toContain('@rto/cart/contract');
  });

  it('when the dependencies of every workspace are followed (package.json and src imports), then none leads back to itself', () => {
    expect(findCycle(dependencyGraph(workspaces))).toBeUndefined();
  });

  it('when a graph has a cycle, then it is found and named', () => {
    const graph = new Map([
      ['@rto/kit', new Set<string>()],
      ['@rto/cart', new Set(['@rto/kit', '@rto/identity'])],
      ['@rto/identity', new Set(['@rto/kit', '@rto/notification'])],
      ['@rto/notification', new Set(['@rto/cart'])],
    ]);
    expect(findCycle(graph)).toEqual(['@rto/cart', '@rto/identity', '@rto/notification', '@rto/cart']);
    graph.get('@rto/notification')!.delete('@rto/cart');
    expect(findCycle(graph)).toBeUndefined();
  });

  it('when a service is read (package.json and src imports), then it depends on no other service', () => {
    expect(serviceToService(workspaces)).toEqual([]);
    // What the rule refuses, on a made-up service that declares one service and imports another's entry.
    const sneaky: Workspace = {
      name: '@rto/sneaky',
      dir: path.join('services', 'sneaky'),
      manifest: { name: '@rto/sneaky', dependencies: { '@rto/kit': '1.0.0', '@rto/order': '1.0.0' } },
      imports: [{ file: 'services/sneaky/src/service.ts', specifier: '@rto/cart/contract' }],
    };
    expect(serviceToService([...workspaces, sneaky])).toEqual(['services/sneaky/package.json depends on @rto/order', 'services/sneaky/src/service.ts imports @rto/cart/contract']);
  });

  it("when any workspace's src imports a service, then only through its /contract entry, never its package root", () => {
    expect(implementationImports(workspaces)).toEqual([]);
    // What the rule refuses, on a made-up service that imports another's package root.
    const sneaky: Workspace = { name: '@rto/sneaky', dir: path.join('services', 'sneaky'), manifest: { name: '@rto/sneaky' }, imports: [{ file: 'services/sneaky/src/service.ts', specifier: '@rto/identity' }] };
    expect(implementationImports([...workspaces, sneaky])).toEqual(['services/sneaky/src/service.ts imports @rto/identity']);
  });

  it("when a workspace's src imports another workspace, then its package.json lists it under dependencies", () => {
    const undeclared = workspaces.flatMap((workspace) =>
      workspace.imports
        .filter(({ specifier }) => packageOf(specifier) !== workspace.name && workspace.manifest.dependencies?.[packageOf(specifier)] === undefined)
        .map(({ file, specifier }) => `${file} imports ${specifier}, not in ${workspace.dir}/package.json dependencies`),
    );
    expect(undeclared).toEqual([]);
  });
});

describe('the contracts package', () => {
  const contracts = workspaces.find((workspace) => workspace.name === '@rto/contracts')!;
  const services = workspaces.filter(isService);

  it('when its dependencies are read, then it needs only the kit (its definition helpers) and zod, never a service', () => {
    expect(Object.keys(contracts.manifest.dependencies ?? {}).sort()).toEqual(['@rto/kit', 'zod']);
    expect(contracts.imports.map(({ specifier }) => specifier).filter((specifier) => specifier !== '@rto/kit')).toEqual([]);
  });

  it.each(services.map((service) => [service.name, service] as const))('when %s is looked at, then it exports no events or internal-contract entry: those are in @rto/contracts', (_name, service) => {
    expect(Object.keys(service.manifest.exports ?? {}).sort()).toEqual(['.', './contract']);
  });

  it('when @rto/contracts is loaded, then every export is an event definition, a contract, a zod schema or a closed list', () => {
    const entry = jest.requireActual<Record<string, unknown>>('@rto/contracts');
    const exported = Object.entries(entry).filter(([key]) => key !== '__esModule' && key !== 'default');
    expect(exported.length).toBeGreaterThan(0);
    const events = exported.filter(([, value]) => typeof (value as { type?: unknown }).type === 'string' && typeof (value as { schema?: { safeParse?: unknown } }).schema?.safeParse === 'function');
    expect(events.length).toBeGreaterThan(20);
    for (const [key, value] of exported) {
      const known = value !== null && ['object', 'function', 'string', 'number'].includes(typeof value);
      expect([key, known]).toEqual([key, true]);
    }
  });
});
