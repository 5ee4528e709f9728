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
        path: ['node_modules/fastify/', 'node_modules/@fastify/', '\\.routes\\.ts$'],
      },
    },
    {
      name: 'services-know-no-http-edge',
      comment: 'of http/, a service may import only the request context (Session, AuditContext types).',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '^server/src/http/', pathNot: '^server/src/http/request-context\\.ts$' },
    },
    {
      name: 'edges-know-no-modules',
      comment: 'http/, adapters/ and config/ are the outer shell: they receive module functions, never import modules.',
      severity: 'error',
      from: { path: '^server/src/(http|adapters|config)/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'admins-does-not-import-auth',
      comment: 'auth reaches admins (its repository types and row view), never the other way round.',
      severity: 'error',
      from: { path: '^server/src/modules/admins/' },
      to: { path: '^server/src/modules/auth/' },
    },
    {
      name: 'repositories-are-leaves',
      comment: 'repositories hold SQL only: no services, routes, HTTP edge or adapters.',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: ['\\.service\\.ts$', '\\.routes\\.ts$', '^server/src/(http|adapters)/'] },
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
      name: 'funds-repositories-stay-in-funds',
      comment:
        'funds/ owns investor payments and locks: no other module imports its repositories; they go through the funds service (app.ts wires them).',
      severity: 'error',
      from: { path: '^server/src/modules/', pathNot: '^server/src/modules/funds/' },
      to: { path: '^server/src/modules/funds/.+\\.repository\\.ts$' },
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
