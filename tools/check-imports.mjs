// `npm run check:imports`: dependency-cruiser with the project's rules (.dependency-cruiser.cjs).
// Its TypeScript parser needs TypeScript's JavaScript API, which TypeScript 7 (our compiler) no
// longer has, so dependency-cruiser alone is handed TypeScript 5 (installed as `typescript5`).
// Without TypeScript it would skip every type-only import, and with it cycles such as
// "Actor" going back and forth between layers.
import Module, { register } from "node:module";

const fromCruiser = (parent) => typeof parent === "string" && parent.includes("/dependency-cruiser/");
const toTypescript5 = (request) => request.replace(/^typescript(?=$|\/)/, "typescript5");

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  return resolveFilename.call(this, fromCruiser(parent?.filename) ? toTypescript5(request) : request, parent, ...rest);
};
register("./typescript5-resolve-hook.mjs", import.meta.url);

// The command line as installed (its bin is not among the package's exports).
await import(new URL("../node_modules/dependency-cruiser/bin/dependency-cruise.mjs", import.meta.url).href);
