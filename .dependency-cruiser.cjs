// The directions of design.md, checked on every `npm test` (npm run check:imports): no import
// cycle anywhere, and each layer imports only what lies below it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-cycles", severity: "error", comment: "An import cycle ties layers together.", from: {}, to: { circular: true } },
    {
      name: "shared-imports-nothing-of-the-project",
      severity: "error",
      comment: "shared/ is the vocabulary every part speaks; it depends on none of them.",
      from: { path: "^shared/" },
      to: { path: "^(api|cli|dashboard-remote|host|portal|tests|bench)/" },
    },
    {
      name: "ui-and-cli-speak-http-only",
      severity: "error",
      comment: "The dashboard, the host, the portal and the CLI never import the API: they speak HTTP.",
      from: { path: "^(dashboard-remote|host|portal|cli)/" },
      to: { path: "^api/" },
    },
    {
      name: "api-never-imports-the-ui",
      severity: "error",
      from: { path: "^api/" },
      to: { path: "^(dashboard-remote|host|portal|cli)/" },
    },
    {
      name: "domain-is-the-bottom",
      severity: "error",
      comment: "Actor, refusals and scope are below everything else of the API.",
      from: { path: "^api/src/domain/" },
      to: { path: "^api/src/(?!domain/)" },
    },
    {
      name: "repositories-know-no-rules-and-no-http",
      severity: "error",
      from: { path: "^api/src/repositories/" },
      to: { path: "^api/src/(services|policies|http|routes)/" },
    },
    {
      name: "services-know-no-http",
      severity: "error",
      from: { path: "^api/src/services/" },
      to: { path: "^api/src/(http|routes)/" },
    },
    {
      name: "policies-know-no-services-and-no-http",
      severity: "error",
      comment: "A policy (api/src/policies/) says who may do what to which row; services ask it, never the other way round.",
      from: { path: "^api/src/policies/" },
      to: { path: "^api/src/(services|http|routes)/" },
    },
    {
      name: "one-cors-implementation",
      severity: "error",
      comment: "Cross-origin headers come from api/src/http/cors.ts alone, for /api and /remote/* alike.",
      from: { path: "^(api|portal)/" },
      to: { path: "^(node_modules/)?hono/dist/(cjs/|types/)?middleware/cors/|^hono/cors$" },
    },
    {
      name: "sql-lives-in-repositories",
      severity: "error",
      comment:
        "Only repositories (and the database layer itself) hold SQL: services, notifications, webhooks, jobs (the scheduler's " +
        "leases too), events, mail, audit and the outside-system code call repository functions that take the executor.",
      from: { path: "^api/src/(services|notifications|webhooks|jobs|events|mail|audit|scim|saml|identity|latest-post)/" },
      to: { path: "^(node_modules/)?drizzle-orm(/|$)|^api/src/db/(schema\\.ts$|tables/)" },
    },
    {
      name: "one-audit-writer",
      severity: "error",
      comment:
        "One function writes audit entries (design.md): the audit table's insert and chain head are called from " +
        "api/src/audit/write-audit.ts alone, which hashes and chains each entry.",
      from: { pathNot: "^api/src/audit/write-audit\\.ts$" },
      to: { path: "^api/src/repositories/audit-write-repo\\.ts$" },
    },
    {
      name: "outside-system-code-calls-no-service",
      severity: "error",
      comment:
        "One direction between services and the code that speaks to other systems (scim/, saml/, identity/, webhooks/, " +
        "latest-post/): services call it, it never calls a service. A *.routes.ts file there is HTTP, and calls services " +
        "as every route does.",
      from: { path: "^api/src/(scim|saml|identity|webhooks|latest-post)/", pathNot: "\\.routes\\.ts$" },
      to: { path: "^api/src/services/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(node_modules|dist|/test/|\\.test\\.tsx?$)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
