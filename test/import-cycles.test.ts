/**
 * Module dependencies flow one way (docs/conventions.md#imports-and-boundaries): no file of any
 * workspace imports itself back through a chain of imports, and the server's module folders do not
 * import each other both ways — in particular the sandbox provider and virtual cards meet only
 * through the provider interface (`modules/providers/provider.ts`). Type-only imports count too.
 * Measured with madge over each workspace's sources.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The import graph (file → files it imports) of `srcDir`, resolving the web app's `@/` alias. */
async function importGraph(
  workspace: string,
): Promise<{ graph: Record<string, string[]>; cycles: string[][] }> {
  const result = await madge(path.join(ROOT, workspace, 'src'), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: {
      compilerOptions: {
        baseUrl: path.join(ROOT, workspace),
        paths: { '@/*': ['./src/*'] },
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
      },
    },
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return { graph: result.obj(), cycles: result.circular() };
}

describe('import cycles', () => {
  it.each(['apps/server', 'apps/web', 'packages/contracts', 'packages/sdk'])(
    '%s has no file-level import cycle',
    async (workspace) => {
      const { graph, cycles } = await importGraph(workspace);
      expect(Object.keys(graph).length).toBeGreaterThan(5);
      expect(cycles).toEqual([]);
    },
  );

  it('server module folders never import each other both ways', async () => {
    const { graph } = await importGraph('apps/server');
    const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];
    const edges = new Set<string>();
    for (const [file, imports] of Object.entries(graph)) {
      for (const imported of imports) {
        const [from, to] = [moduleOf(file), moduleOf(imported)];
        if (from && to && from !== to) edges.add(`${from} → ${to}`);
      }
    }
    expect(edges.has('sandbox → virtual-cards')).toBe(false);
    expect(edges.has('virtual-cards → sandbox')).toBe(false);
    const mutual = [...edges]
      .map((edge) => edge.split(' → ') as [string, string])
      .filter(([from, to]) => from < to && edges.has(`${to} → ${from}`))
      .map(([from, to]) => `${from} ↔ ${to}`);
    expect(mutual).toEqual([]);
  });
});
