#!/usr/bin/env node
/**
 * Message catalogue check (part of `make test`, see src/i18n/README.md). For every catalogue
 * area in src/i18n/catalogs/<area>/<locale>.json, English is the reference, and each other
 * language must have exactly the same keys, a non-empty message for each, valid ICU syntax, the
 * same arguments ({name}, {count, plural, …}) and the same rich-text tags (<0>…</0>).
 * Exits 1 with one line per problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@messageformat/parser';

const locales = ['en', 'es', 'fr', 'de', 'zh'];
const root = path.join(import.meta.dirname, '../src/i18n/catalogs');
const problems = [];

function argumentsOf(tokens, into = new Set()) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg);
      if (token.type !== 'select' && !token.cases.some((c) => c.key === 'other')) {
        throw new Error(`the ${token.type} of {${token.arg}} has no "other" case`);
      }
      for (const c of token.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

function tagsOf(message) {
  return new Set([...message.matchAll(/<\/?(\w+)\/?>/g)].map((m) => m[1]));
}

const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
const list = (s) => [...s].sort().join(', ') || 'none';

function read(file) {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
    return data;
  } catch (error) {
    problems.push(`${path.relative(process.cwd(), file)}: ${error.message}`);
    return null;
  }
}

const areas = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const area of areas) {
  const catalogs = Object.fromEntries(locales.map((locale) => [locale, read(path.join(root, area, `${locale}.json`))]));
  const extra = fs.readdirSync(path.join(root, area)).filter((f) => !locales.some((l) => f === `${l}.json`));
  for (const f of extra) problems.push(`${area}/${f}: not a catalogue of ${locales.join(', ')}`);
  const en = catalogs.en;
  if (!en) continue;
  const reference = {};
  for (const [key, message] of Object.entries(en)) {
    try {
      if (typeof message !== 'string' || message.trim() === '') throw new Error('empty message');
      reference[key] = { args: argumentsOf(parse(message)), tags: tagsOf(message) };
    } catch (error) {
      problems.push(`${area}/en.json "${key}": ${error.message}`);
    }
  }
  for (const locale of locales.slice(1)) {
    const catalog = catalogs[locale];
    if (!catalog) continue;
    for (const key of Object.keys(en)) {
      if (!(key in catalog)) problems.push(`${area}/${locale}.json: missing "${key}"`);
    }
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in en)) {
        problems.push(`${area}/${locale}.json: "${key}" is not in en.json`);
        continue;
      }
      try {
        if (typeof message !== 'string' || message.trim() === '') throw new Error('empty message');
        const args = argumentsOf(parse(message));
        const ref = reference[key];
        if (!ref) continue;
        if (!same(args, ref.args)) throw new Error(`arguments ${list(args)}, English has ${list(ref.args)}`);
        const tags = tagsOf(message);
        if (!same(tags, ref.tags)) throw new Error(`tags ${list(tags)}, English has ${list(ref.tags)}`);
      } catch (error) {
        problems.push(`${area}/${locale}.json "${key}": ${error.message}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Message catalogues: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Message catalogues: ${areas.length} areas × ${locales.length} languages complete.`);
