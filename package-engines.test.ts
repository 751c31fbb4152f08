import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  link?: boolean;
  engines?: { node?: string };
}

const read = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'));

describe('package.json engines', () => {
  it("every installed package, the tools' too, accepts the oldest Node package.json allows", () => {
    const floor = minVersion(read('package.json').engines.node)!.version;
    const packages: Record<string, LockedPackage> = read('package-lock.json').packages;
    // npm install warns EBADENGINE for each of these on that Node (cookie@2 and content-disposition@3 did, before
    // the overrides in package.json; @axe-core/playwright 4.14, a test tool, asks for Node 22.12).
    const refusing = Object.entries(packages)
      .filter(([name, p]) => name && !p.link && p.engines?.node && !satisfies(floor, p.engines.node))
      .map(([name, p]) => `${name.replace(/^.*node_modules\//, '')} (node ${p.engines!.node})`);
    expect(refusing).toEqual([]);
  });
});
