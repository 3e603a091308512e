/**
 * The layers of the repository (README, "Layout"): openapi/ → generated code → shared/ → server/ and src/.
 * `npm run check:layers` (part of `npm test`) fails on any import that crosses them the wrong way.
 */
const tests = '(\\.test\\.tsx?|\\.scratch\\.tsx?)$|^tests/|^src/test/';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles hide which module owns what.', from: {}, to: { circular: true } },
    { name: 'server-not-web', severity: 'error', comment: 'The server never imports the web app: what both need lives in shared/.', from: { path: '^server/' }, to: { path: '^src/' } },
    { name: 'web-not-server', severity: 'error', comment: 'The web app never imports the server.', from: { path: '^src/' }, to: { path: '^server/' } },
    { name: 'shared-stands-alone', severity: 'error', comment: 'shared/ is read by both sides and imports neither.', from: { path: '^shared/', pathNot: tests }, to: { path: '^(src|server|scripts|tests)/' } },
    { name: 'web-engine-not-features', severity: 'error', comment: 'The generic screens, providers and request layer never import a feature or the app shell: features register through typed add-ons.', from: { path: '^src/(resources|providers|api)/', pathNot: tests }, to: { path: '^src/(features|app)/' } },
    { name: 'features-not-registries', severity: 'error', comment: 'Area registries compose features; a feature never imports them.', from: { path: '^src/features/' }, to: { path: '^src/app/areas/' } },
    { name: 'server-engine-not-features', severity: 'error', comment: 'The CRUD engine, sessions, judge and plumbing never import a feature: features register with them (server/app.ts composes).', from: { path: '^server/(crud|auth|lib|db|plugins|judge|judge-queue|generated)/', pathNot: tests }, to: { path: '^server/features/' } },
    { name: 'generated-apart', severity: 'error', comment: 'Generated code depends only on the contract, shared types and the request layer it is told to use.', from: { path: '(^|/)generated/|\\.gen\\.ts$' }, to: { path: '^(src|server)/', pathNot: '(^|/)generated/|\\.gen\\.ts$|^src/api/request\\.ts$|^server/db/base-tables\\.ts$' } },
    { name: 'no-test-code-in-product', severity: 'error', comment: 'Product code never imports tests or their fixtures.', from: { pathNot: tests + '|^bench/|^vitest\\.config' }, to: { path: tests } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  },
};
