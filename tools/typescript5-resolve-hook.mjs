// ESM half of check-imports.mjs: `import("typescript")` from dependency-cruiser gets TypeScript 5.
export async function resolve(specifier, context, next) {
  const fromCruiser = typeof context.parentURL === "string" && context.parentURL.includes("/dependency-cruiser/");
  return next(fromCruiser ? specifier.replace(/^typescript(?=$|\/)/, "typescript5") : specifier, context);
}
