// Builds the two browser apps: the dashboard as a Module Federation remote, and the host page that
// loads it at run time. `rspack build -c rspack.config.ts` builds both (production unless
// NODE_ENV=development).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HtmlRspackPlugin, NormalModuleReplacementPlugin, type Configuration, type RuleSetRule } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";

const root = path.dirname(fileURLToPath(import.meta.url));
const isProduction = process.env.NODE_ENV !== "development";
const mode: Configuration["mode"] = isProduction ? "production" : "development";

const typescriptRule: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: "builtin:swc-loader",
  type: "javascript/auto",
  options: {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic", development: !isProduction } },
    },
  },
};

// The shared vocabulary is pure declarations; saying so lets unused schemas (and zod with them)
// drop out of the pages that do not validate anything.
const sharedWithoutSideEffects: RuleSetRule = {
  include: path.join(root, "shared"),
  sideEffects: false,
};

// Module Federation's runtime ships each file twice, CommonJS and ES modules. Its plugin injects
// the runtime by the CommonJS file's path and its packages require one another, so every byte of
// the runtime and its SDK came along (Node's script loader and preloading included) with nothing
// shaken off. Taking the ES module files, for the injected path and for require() alike, lets the
// web build drop what it never calls: about 17 KB gzipped off the first download (host and
// remoteEntry), measured by tests/e2e/surface.test.ts.
const federationAsModules = () =>
  new NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/, (resource) => {
    resource.request = resource.request.replace(/\.cjs$/, ".js");
  });

// The message catalogues arrive parsed (tools/icu-catalogue-loader.cjs), so the parser can stay out.
const catalogueRule: RuleSetRule = {
  test: /[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/,
  loader: path.join(root, "tools/icu-catalogue-loader.cjs"),
  type: "javascript/auto",
};

const resolve = {
  extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
  alias: { "@formatjs/icu-messageformat-parser$": path.join(root, "node_modules/@formatjs/icu-messageformat-parser/no-parser.js") },
  // A package's ES module files where it has them, for require() too (see federationAsModules).
  byDependency: { commonjs: { conditionNames: ["import", "module", "browser", "require", "default"] } },
};

// Both sides must agree on one React: the host provides it eagerly, the remote consumes it.
// The jsx runtime and react-dom/client are listed too, otherwise the remote would bundle its own
// copy of the reconciler behind `mount`.
function reactShared(eager: boolean) {
  const entry = { singleton: true, eager, requiredVersion: "^19.0.0" };
  return {
    react: entry,
    "react/jsx-runtime": entry,
    "react-dom": entry,
    "react-dom/client": entry,
  };
}

const remote: Configuration = {
  name: "dashboard-remote",
  mode,
  target: ["web", "es2022"],
  context: path.join(root, "dashboard-remote"),
  entry: { main: "./src/index.ts" },
  devtool: isProduction ? false : "cheap-module-source-map",
  resolve,
  module: { rules: [typescriptRule, catalogueRule, sharedWithoutSideEffects] },
  output: {
    path: path.join(root, "dashboard-remote/dist"),
    publicPath: "auto",
    uniqueName: "steward",
    filename: "[name].[contenthash:8].js",
    chunkFilename: "[name].[contenthash:8].js",
    clean: true,
  },
  plugins: [
    federationAsModules(),
    new ModuleFederationPlugin({
      name: "steward",
      filename: "remoteEntry.js",
      manifest: true,
      dts: false,
      exposes: {
        "./Dashboard": "./src/Dashboard.tsx",
        "./mount": "./src/mount.tsx",
        // The public directory for the institution's own site (issue 20): no sign-in, no dashboard.
        "./Directory": "./src/directory/Directory.tsx",
      },
      shared: reactShared(false),
      // The remote loads no remotes of its own, so the runtime can leave that code out.
      experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: "web" } },
    }),
  ],
  // Fewer, larger shared chunks: each file is compressed on its own, so a page assembled from a
  // dozen small chunks pays for the words they share a dozen times (the first download's budget).
  optimization: { splitChunks: { minSize: 60_000 } },
  performance: { hints: false },
};

const host: Configuration = {
  name: "host",
  mode,
  target: ["web", "es2022"],
  context: path.join(root, "host"),
  entry: { main: "./src/index.ts" },
  devtool: isProduction ? false : "cheap-module-source-map",
  resolve,
  module: { rules: [typescriptRule, catalogueRule, sharedWithoutSideEffects] },
  output: {
    path: path.join(root, "host/dist"),
    // The host page is served at `/` and as the SPA fallback for deep links, so assets must be
    // absolute: a relative path would break on /dashboard/units.
    publicPath: "/",
    uniqueName: "steward_host",
    filename: "[name].[contenthash:8].js",
    chunkFilename: "[name].[contenthash:8].js",
    clean: true,
  },
  plugins: [
    federationAsModules(),
    new ModuleFederationPlugin({
      name: "steward_host",
      // No remotes here: the manifest URL is read from /host-config.json at run time.
      remotes: {},
      dts: false,
      shared: reactShared(true),
      experiments: { optimization: { target: "web" } },
    }),
    new HtmlRspackPlugin({
      title: "Steward",
      templateContent: [
        "<!doctype html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8" />',
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
        "<title>Steward</title>",
        "<style>html,body{margin:0;min-height:100%;}</style>",
        "</head>",
        '<body><div id="root"></div></body>',
        "</html>",
      ].join("\n"),
    }),
  ],
  performance: { hints: false },
};

// The mock intranet portal (portal/): plain DOM code plus the federation runtime, no React. Its
// page is a hand-written portal/index.html; only the script is built, under a fixed name.
const portal: Configuration = {
  name: "portal",
  mode,
  target: ["web", "es2022"],
  context: path.join(root, "portal"),
  entry: { portal: "./src/portal.ts" },
  devtool: isProduction ? false : "cheap-module-source-map",
  resolve,
  module: { rules: [typescriptRule] },
  output: { path: path.join(root, "portal/dist"), filename: "[name].js", clean: true },
  performance: { hints: false },
};

export default [remote, host, portal] satisfies Configuration[];
