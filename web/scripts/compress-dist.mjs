// Writes .gz and .br beside every compressible file in dist/ so the server can send them as-is.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt|map|webmanifest|xml)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      walk(file);
      continue;
    }
    if (!compressible.test(name)) continue;
    const data = readFileSync(file);
    if (data.length < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
    );
  }
}

walk(new URL('../dist', import.meta.url).pathname);
