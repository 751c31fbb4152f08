import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Every .tsx source of the storefront's pages and components. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [rel] : [];
  });
}

describe('display font', () => {
  it('is only set semibold, the one weight lib/fonts.ts loads', () => {
    const files = [...sources('app'), ...sources('components')];
    const offWeight = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/[`"'][^`"']*\bfont-display\b[^`"']*[`"']/g)]
        .map(([classes]) => classes)
        .filter((classes) => !/\bfont-semibold\b/.test(classes))
        .map((classes) => `${file}: ${classes}`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(offWeight).toEqual([]);
  });
});
