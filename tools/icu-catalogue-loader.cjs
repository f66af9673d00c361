// Rspack loader for the message catalogues (`.../messages/<locale>/<namespace>.json`): parses each
// ICU message at build time, so the browser runs intl-messageformat without its parser (about 7 KB
// gzipped off the first download). A message with no placeholder stays plain text. A message that
// does not parse fails the build, naming the file and key.
const { parse } = require("@formatjs/icu-messageformat-parser");

module.exports = function icuCatalogueLoader(source) {
  const messages = JSON.parse(source);
  const out = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== "string") throw new Error(`${this.resourcePath}: "${key}" is not a string`);
    if (!message.includes("{")) {
      out[key] = message;
      continue;
    }
    try {
      // Locations are for error messages only; dropping them halves the parsed form.
      out[key] = parse(message, { ignoreTag: true, captureLocation: false });
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not valid ICU MessageFormat (${error.message})`);
    }
  }
  return `export default ${JSON.stringify(out)};`;
};
