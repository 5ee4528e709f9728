// The import rules of DESIGN §3, checked on every lint run.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-imports-only-zod',
      comment: 'contract depends on zod only.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: ['^contract/', '^node_modules/zod/'] },
    },
    {
      name: 'console-and-server-stay-apart',
      comment: 'console and server never import each other; both import contract.',
      severity: 'error',
      from: { path: '^console/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-and-console-stay-apart',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^console/' },
    },
    {
      name: 'sql-only-in-repositories-and-db',
      comment: 'only repositories and db/ talk to the database drivers.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ['^server/src/db/', '\\.repository\\.ts$'] },
      to: { path: ['node_modules/pg/', 'node_modules/@electric-sql/pglite/'] },
    },
    {
      name: 'services-know-no-fastify',
      comment: 'services hold the rules and know no Fastify.',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: {
        path: [
          'node_modules/fastify/',
          'node_modules/@fastify/',
          '\\.routes\\.ts$',
          '^server/src/plugins/routes\\.ts$',
        ],
      },
    },
    {
      name: 'repositories-are-leaves',
      comment: 'repositories hold SQL only: no services, routes or plugins.',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: ['\\.service\\.ts$', '\\.routes\\.ts$', '^server/src/plugins/'] },
    },
    {
      name: 'modules-meet-through-services',
      comment: 'a module imports another module only through its service (or types of its repository).',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/.+\\.(service|routes)\\.ts$' },
      to: {
        path: '^server/src/modules/([^/]+)/.+\\.routes\\.ts$',
        pathNot: '^server/src/modules/$1/',
      },
    },
    {
      name: 'console-shared-folders-stay-generic',
      comment: 'components, lib and config never import features or app.',
      severity: 'error',
      from: { path: '^console/src/(components|lib|config)/' },
      to: { path: '^console/src/(features|app)/' },
    },
    {
      name: 'features-stay-apart',
      comment: 'a feature never imports another feature.',
      severity: 'error',
      from: { path: '^console/src/features/([^/]+)/' },
      to: { path: '^console/src/features/([^/]+)/', pathNot: '^console/src/features/$1/' },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^console/src/features/' },
      to: { path: '^console/src/app/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
