/** The server's layers as ESLint zones (eslint.config.js adds them after its own rules). */
/**
 * Layers of server/ (issue 29), bottom to top. A directory may import its own layer and the ones
 * below it, never one above:
 *   kit       http/, kit/          generic pieces (HTTP, keys, log, SSR pages): import no other layer
 *   platform  db/, config/         the database and the configuration
 *   data      data/                the database as an API role: schema cache, run-as-role, the insert
 *                                  service, rpc, PostgREST's errors. The services' one shared interface.
 *   services  rest/ auth/ form/ outbox/ review/ site/   none imports another: what two share moves
 *                                  down into data/ or the kit
 *   root      server/*.ts (main, server, app: the composition root) and cli/ (each command its own),
 *             which may import everything
 * config/ names the services' option types (type-only imports), as GoTrue's conf/ does.
 * Relative paths: a file n folders below server/ reaches another directory through exactly n `../`.
 */
const serverLayers = [
  { name: 'kit', dirs: ['http', 'kit'] },
  { name: 'platform', dirs: ['db', 'config'] },
  { name: 'data', dirs: ['data'] },
  { name: 'services', dirs: ['rest', 'auth', 'form', 'outbox', 'review', 'site'], isolated: true },
];
const serverRoot = { dirs: ['cli'], files: ['main', 'server', 'app'] };
const serverZones = serverLayers.flatMap(({ name, dirs, isolated }, level) => {
  const above = serverLayers.slice(level + 1);
  return dirs.map((dir) => {
    const forbidden = [
      ...above.map((layer) => ({ layer: layer.name, dirs: layer.dirs })),
      ...(isolated ? [{ layer: `${name} (a sibling)`, dirs: dirs.filter((other) => other !== dir) }] : []),
      { layer: 'root', dirs: serverRoot.dirs },
    ];
    return { dir, name, forbidden };
  });
});
const climb = (depth) => `^(\\.\\./){${depth}}`;

/** One zone per directory and depth below server/<dir>/. */
export const serverLayerRules = serverZones.flatMap(({ dir, name, forbidden }) =>
  [1, 2, 3].map((depth) => ({
    files: [`server/${dir}/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map(({ layer, dirs }) => ({
              regex: `${climb(depth)}(${dirs.join('|')})(/|$)`,
              // config/ may name the services' option types.
              allowTypeImports: dir === 'config' && layer === 'services',
              message: `server/${dir} (${name}) may not import ${layer}: imports flow down server/'s layers (eslint.server.js).`,
            })),
            {
              regex: `${climb(depth)}(${serverRoot.files.join('|')})\\.ts$`,
              message: `server/${dir} (${name}) may not import the composition root: it wires the layers, none imports it.`,
            },
          ],
        },
      ],
    },
  })),
);
