// eslint-plugin-import resolver (interface v2) for the `@/` → `src/` alias used by Vite and tsconfig,
// so import/no-restricted-paths and import/no-cycle see through aliased imports.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const srcDir = path.resolve(__dirname, '..', 'src');
const extensions = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'];

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  const mapped = source.startsWith('@/') ? path.join(srcDir, source.slice(2)) : source;
  return nodeResolver.resolve(mapped, file, { extensions });
};
