// Pre-renders the public pages into dist/ after `vite build` (issue 6: first paint must not wait
// for JavaScript). Builds src/entry-server.tsx for Node, renders every path in
// src/config/prerender.ts as a signed-out visitor sees it, in every language, and writes
//   /        -> dist/index.html
//   /<page>  -> dist/<page>/index.html      (the server serves /gold from /gold/index.html)
//   /es/, /es/<page> -> dist/es/index.html, dist/es/<page>/index.html (likewise fr, de, zh)
// each with <html lang>, the title and description in its language, its canonical link and hreflang
// alternates for all five languages plus x-default (only when AURUM_PUBLIC_ORIGIN is set at build
// time: they must be absolute; otherwise the server writes them at start from sitemap.xml, once it
// knows its origin).
// The untouched SPA shell is kept as dist/shell.html: the server answers every other
// client-side route with it, so /dashboard never flashes the landing page.
// No inline scripts are added (CSP script-src 'self'); the client hydrates from the markup alone.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrOut = join(web, 'node_modules', '.cache', 'aurum-prerender');

rmSync(ssrOut, { recursive: true, force: true });
await build({
  root: web,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    // One file for Node: the client's chunking options do not apply here.
    rolldownOptions: { preserveEntrySignatures: 'strict', output: { codeSplitting: false } },
  },
});

const {
  render,
  prerenderPaths,
  locales,
  htmlLangs,
  prefixLocalePath,
  head,
  alternates,
  alternateLinks,
  appRoutes,
  isPublicRoute,
  renderLoading,
} = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
// Re-running on an already pre-rendered dist/ starts again from the kept shell (without the app's
// preloads, added below).
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const shell = withoutAppPreloads(
  index.includes('data-prerendered=') ? readFileSync(join(dist, 'shell.html'), 'utf8') : index,
);
const emptyRoot = '<div id="root"></div>';
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);

// The build's chunks (vite.config.ts, build.manifest): moved out of dist/, where the server would
// serve it, and kept for a re-run.
const builtManifest = join(dist, '.vite', 'manifest.json');
const keptManifest = join(web, 'node_modules', '.cache', 'aurum-manifest.json');
if (existsSync(builtManifest)) {
  mkdirSync(dirname(keptManifest), { recursive: true });
  cpSync(builtManifest, keptManifest);
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
}
const manifest = JSON.parse(readFileSync(keptManifest, 'utf8'));
// A module's chunk: its own entry, or (a chunk the bundler built around the module, not from it)
// the chunk named after the module.
const chunkOf = (module) =>
  ['.tsx', '.ts'].map((ext) => `src/${module}${ext}`).find((key) => manifest[key]) ??
  Object.keys(manifest).find((key) => manifest[key].name === module.split('/').pop());
function chunkFiles(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    chunkFiles(chunk.imports ?? [], files);
  }
  return files;
}
/** `html` with the chunks of `keys`, and the chunks they import, preloaded unless it names them. */
function withPreloads(html, keys, marker = '') {
  const named = new Set([...html.matchAll(/ href="\/([^"]+)"/g)].map(([, file]) => file));
  const links = [...chunkFiles(keys)]
    .filter((file) => !named.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${marker}>`);
  return html.replace('</head>', `${links.join('')}</head>`);
}

// shell.html, for every page that is not pre-rendered: boot.ts imports main.tsx at once there, so
// main's chunk and the chunks it imports are named beside the entry (`data-app`: the pre-rendered
// pages, built from `shell`, start the app only after their first paint).
if (!chunkOf('main')) throw new Error("the build's manifest has no chunk for main.tsx");
const appShell = withPreloads(shell, [chunkOf('main')], ' data-app');
writeFileSync(join(dist, 'shell.html'), appShell);

/**
 * A pre-rendered page paints from HTML and CSS alone, so the stylesheet goes first and the
 * scripts are fetched at low priority: on a slow link they must not hold back the CSS.
 */
function prioritiseCss(html) {
  const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  let out = html;
  for (const link of links) out = out.replace(link, '');
  out = out.replace(/(\s*)<title>/, (_m, space) => `${links.map((l) => space + l.trim()).join('')}${space}<title>`);
  return out
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

/** The shell without the preloads of the app's own code (`data-app`, written below into shell.html). */
function withoutAppPreloads(html) {
  return html.replace(/\s*<link rel="modulepreload"[^>]* data-app>/g, '');
}

/**
 * Public pages keep the dark marketing look whatever a signed-in visitor chose, so they skip
 * public/appearance.js (the saved look is for the signed-in app; shell.html keeps it).
 */
function publicLook(html) {
  const out = html.replace(/\s*<!--[^>]*-->\s*<script src="\/appearance.js"><\/script>/, '');
  if (out.includes('appearance.js')) throw new Error('dist/index.html: appearance.js tag not found as expected');
  return out;
}

/**
 * A page with a hero (`id="hero"`, features/marketing/components/page-hero.tsx) is not painted
 * before its hero is parsed (`<link rel="expect" blocking="render">`): the first frame of a long
 * page could otherwise show half a hero, which then grows and shifts (a layout shift).
 */
function expectHero(html, markup) {
  if (!markup.includes(' id="hero"')) return html;
  return html.replace(
    /(\s*)<title>/,
    (_m, space) => `${space}<link rel="expect" href="#hero" blocking="render" />${space}<title>`,
  );
}

const escapeAttr = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const escapeText = (value) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const origin = (process.env.AURUM_PUBLIC_ORIGIN ?? '').replace(/\/+$/, '');

/** The shell in a language: <html lang>, title, description and the page's hreflang alternates. */
function localizeHead(html, locale, path) {
  const { title, description } = head();
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLangs[locale]}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeText(title)}</title>${alternateLinks(path, origin, prefixLocalePath(path, locale))}`,
    )
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeAttr(description)}"`,
    );
}

for (const locale of locales) {
  for (const path of prerenderPaths) {
    const url = prefixLocalePath(path, locale);
    const markup = await render(url, locale);
    if (/<script/i.test(markup)) throw new Error(`${url}: pre-rendered markup contains a script`);
    const html = localizeHead(expectHero(publicLook(prioritiseCss(shell)), markup), locale, path).replace(
      emptyRoot,
      `<div id="root" data-prerendered="${escapeAttr(url)}">${markup}</div>`,
    );
    const file = url === '/' ? join(dist, 'index.html') : join(dist, url.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(`prerendered ${url.padEnd(25)} ${(html.length / 1024).toFixed(1)} kB`);
  }
}

// sitemap.xml: every public page (config/routes.ts) in every language, with its hreflang
// alternates; absolute when AURUM_PUBLIC_ORIGIN is set at build time (as the alternates are).
// robots.txt (public/) names it with an absolute URL, or not at all without the origin.
const publicPaths = [...new Set(appRoutes.filter(isPublicRoute).map((route) => route.path))];
const loc = (path, locale) => `${origin}${prefixLocalePath(path, locale)}`;
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...publicPaths.flatMap((path) =>
    locales.map((locale) =>
      [
        `  <url>`,
        `    <loc>${escapeText(loc(path, locale))}</loc>`,
        ...alternates(path).map(
          (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(origin + a.path)}"/>`,
        ),
        `  </url>`,
      ].join('\n'),
    ),
  ),
  '</urlset>',
  '',
].join('\n');
writeFileSync(join(dist, 'sitemap.xml'), sitemap);
// A Sitemap line must be an absolute URL (a relative one makes robots.txt invalid): without the
// public origin it is left out, and crawlers are pointed to the sitemap some other way.
const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
writeFileSync(
  join(dist, 'robots.txt'),
  robots.replace(/^Sitemap: .*\n?/m, origin ? `Sitemap: ${origin}/sitemap.xml\n` : ''),
);
console.log(`sitemap.xml                ${publicPaths.length} pages × ${locales.length} languages`);

// A signed-in page opened cold (a reload, a bookmark) gets the shell with its own code preloaded:
// dist/<path>/index.html, which the server serves for <path>. The signed-in layout's chunk, the
// pages' first-data chunk (app/page-data.ts) and the page's chunk, with the chunks they import,
// are fetched beside the app's instead of once it has run (docs/web-performance.md). The manifest
// gives the chunks; src/app/pages.tsx, each page's module.
const pageModules = new Map(
  [
    ...readFileSync(join(web, 'src', 'app', 'pages.tsx'), 'utf8').matchAll(
      /^\s*'?([\w-]+)'?: \w+\(\(\) => import\('@\/([^']+)'\)\)/gm,
    ),
  ].map(([, page, module]) => [page, module]),
);
// Each shows the app's loading spinner from its first paint (the app replaces it when it renders;
// without it the page stays blank until the app's code has loaded and run).
const loadingRoot = `<div id="root" aria-busy="true">${renderLoading()}</div>`;
// Paths with a public page too (`/` is the landing) keep what was written for it.
const hasPublicPage = new Set(publicPaths);
const signedInPaths = new Map();
for (const route of appRoutes.filter((r) => !isPublicRoute(r) && !r.path.includes(':') && !hasPublicPage.has(r.path)))
  signedInPaths.set(route.path, [...(signedInPaths.get(route.path) ?? []), route]);
let signedInShells = 0;
for (const [path, routes] of signedInPaths) {
  const pageIds = new Set(routes.map((route) => route.page));
  if (pageIds.size !== 1) continue; // one page per role (/products): the role decides, once known
  const [page] = pageIds;
  const chunk = pageModules.has(page) ? chunkOf(pageModules.get(page)) : undefined;
  if (!chunk) throw new Error(`${path}: the chunk of page "${page}" was not found`);
  const keys = [chunk, 'src/app/page-data.ts'];
  if (routes.every((route) => route.layout)) keys.unshift('src/app/layouts/signed-in-shell.tsx');
  const file = join(dist, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, withPreloads(appShell, keys).replace(emptyRoot, loadingRoot));
  signedInShells += 1;
}
if (!existsSync(join(dist, 'dashboard', 'index.html'))) throw new Error('no shell was written for /dashboard');
console.log(`signed-in shells            ${signedInShells} pages`);
rmSync(ssrOut, { recursive: true, force: true });
