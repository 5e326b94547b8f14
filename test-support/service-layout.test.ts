import fs from 'node:fs';
import path from 'node:path';

/**
 * Every service has the same shape (docs/architecture.md, "Inside a service"): http/ -> app/ -> domain/, with store/
 * and adapters/ beside, events/ for what it hears, and at the top only its configuration, composition root and
 * entry points. A reader who knows one service finds their way in all of them; these rules keep it so.
 */

const servicesDir = path.resolve(__dirname, '..', 'services');
const LAYERS = ['http', 'app', 'domain', 'store', 'adapters', 'events'] as const;
type Layer = (typeof LAYERS)[number];
const TOP_LEVEL_FILES = ['config.ts', 'service.ts', 'main.ts', 'index.ts'];

/** What each layer may import from the service's other layers: the arrows point inwards, to the rules. */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  domain: ['domain'],
  store: ['store', 'domain'],
  adapters: ['adapters', 'domain'],
  app: ['app', 'domain', 'store', 'adapters', 'http'],
  events: ['events', 'app', 'domain', 'store'],
  http: ['http', 'app', 'domain', 'store'],
};
/** Libraries that do I/O or serve HTTP: the pure rules never touch them. */
const NOT_IN_DOMAIN = ['mongoose', 'express', 'ioredis', 'amqplib', 'stripe'];

const services = fs
  .readdirSync(servicesDir)
  .filter((name) => name !== 'kit' && fs.existsSync(path.join(servicesDir, name, 'src', 'service.ts')))
  .sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms)].map((match) => match[1]!);
}

/** The layer a relative import lands in, seen from `file` in `src`. */
function layerOf(src: string, file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.relative(src, path.resolve(path.dirname(file), specifier));
  return target.split(path.sep)[0];
}

describe('every service has the same shape', () => {
  it('finds the seven services', () => {
    expect(services).toEqual(['billing', 'cart', 'catalog', 'identity', 'notification', 'order', 'scheduling']);
  });

  describe.each(services)('%s', (service) => {
    const src = path.join(servicesDir, service, 'src');
    const entries = fs.readdirSync(src, { withFileTypes: true });

    it('has http/, app/, domain/ and store/, and no folder outside the six layers', () => {
      const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      expect(folders.filter((folder) => !(LAYERS as readonly string[]).includes(folder))).toEqual([]);
      expect(folders).toEqual(expect.arrayContaining(['http', 'app', 'domain', 'store']));
    });

    it('keeps only its configuration, composition root and entry points at the top (use cases live in app/)', () => {
      const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
      expect(files.filter((file) => !TOP_LEVEL_FILES.includes(file))).toEqual([]);
    });

    it('imports inwards only: each layer reaches only the layers it may', () => {
      const wrong: string[] = [];
      for (const layer of LAYERS) {
        const dir = path.join(src, layer);
        if (!fs.existsSync(dir)) continue;
        for (const file of sourceFiles(dir)) {
          for (const specifier of importsOf(file)) {
            const target = layerOf(src, file, specifier);
            const allowed = target === undefined || MAY_IMPORT[layer].includes(target as Layer);
            const impure = layer === 'domain' && NOT_IN_DOMAIN.some((library) => specifier === library || specifier.startsWith(`${library}/`));
            if (!allowed || impure) wrong.push(`${path.relative(src, file)} imports ${specifier}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it('gives routes, use cases and consumers what they use, never the whole runtime', () => {
      const holders = ['http', 'app', 'events', 'adapters', 'store', 'domain']
        .map((layer) => path.join(src, layer))
        .filter((dir) => fs.existsSync(dir))
        .flatMap(sourceFiles)
        .filter((file) => /\bServiceRuntime\b|\bruntime\./.test(fs.readFileSync(file, 'utf8')));
      expect(holders.map((file) => path.relative(src, file))).toEqual([]);
    });

    it('never nudges the outbox relay by hand (the write does it)', () => {
      const nudging = sourceFiles(src).filter((file) => /relay\.nudge\(/.test(fs.readFileSync(file, 'utf8')));
      expect(nudging).toEqual([]);
    });
  });
});
