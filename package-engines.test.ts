import { readFileSync } from 'node:fs';
import path from 'node:path';
import { major, minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  link?: boolean;
  engines?: { node?: string };
  os?: string[];
  cpu?: string[];
}

// A platform binary only 32-bit Windows installs (sharp's @img/sharp-win32-ia32 asks for Node 20): Node 24 is not
// built for that platform, so no machine running the shop installs it.
const win32Ia32Only = (p: LockedPackage) => p.os?.join() === 'win32' && p.cpu?.join() === 'ia32';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');
const floor = minVersion(JSON.parse(read('package.json')).engines.node)!.version;

describe('package.json engines', () => {
  // Node 20 left maintenance in April 2026 (no more security releases); 24 is the LTS line the shop runs on.
  it('asks for Node 24 LTS or newer, and .nvmrc names that line', () => {
    expect(major(floor)).toBeGreaterThanOrEqual(24);
    expect(read('.nvmrc').trim()).toBe(String(major(floor)));
  });

  it("every installed package, the tools' too, accepts the oldest Node package.json allows", () => {
    const packages: Record<string, LockedPackage> = JSON.parse(read('package-lock.json')).packages;
    // npm install warns EBADENGINE for each of these on that Node: raise the floor or pin the package.
    const refusing = Object.entries(packages)
      .filter(
        ([name, p]) => name && !p.link && !win32Ia32Only(p) && p.engines?.node && !satisfies(floor, p.engines.node),
      )
      .map(([name, p]) => `${name.replace(/^.*node_modules\//, '')} (node ${p.engines!.node})`);
    expect(refusing).toEqual([]);
  });
});
