import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md has a row for each API module and each component domain, and the docs name only folders
// that exist. The folders are read when the test runs, so a module or a shelf of components added, moved or
// removed fails here until the docs follow.

const root = join(__dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const architecture = read('docs/architecture.md');
const readme = read('README.md');

/** The first cells of the table that follows `heading` (a line of the document), e.g. "`cart`" → "cart". */
function tableKeys(doc: string, heading: string): string[] {
  const lines = doc.slice(doc.indexOf(heading)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const keys: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const key = /^\|\s*`([^`]+)`/.exec(line)?.[1];
    if (key) keys.push(key);
  }
  return keys.sort();
}

/** Every folder a document names under `prefix` (`server/src/modules/cart/…`, `components/cart/…`). */
function namedFolders(doc: string, prefix: RegExp): string[] {
  return [...doc.matchAll(prefix)].map((match) => match[1]);
}

describe('docs/architecture.md and the README follow the folders', () => {
  const modules = folders('server/src/modules');
  const domains = folders('components');

  it('has one row for each API module, and none for a module that does not exist', () => {
    expect(modules.length).toBeGreaterThan(0);
    expect(tableKeys(architecture, '## One plugin per domain')).toEqual(modules);
  });

  it('has one row for each component domain, and none for a domain that does not exist', () => {
    expect(domains.length).toBeGreaterThan(0);
    const rows = tableKeys(architecture, 'Each folder of `components/`').map((key) => key.replace(/\/$/, ''));
    expect(rows).toEqual(domains);
  });

  it.each([
    ['README.md', readme],
    ['docs/architecture.md', architecture],
  ])('%s names only modules and component domains that exist', (_, doc) => {
    for (const name of namedFolders(doc, /\bmodules\/([a-z][a-z-]*)\//g)) expect(modules).toContain(name);
    for (const name of namedFolders(doc, /\bcomponents\/([a-z][a-z-]*)\//g)) expect(domains).toContain(name);
  });
});
