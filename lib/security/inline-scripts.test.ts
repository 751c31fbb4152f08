import { createHash } from 'node:crypto';
import { inlineScripts, isNextScript, reactRuntimeDefinitions } from './inline-scripts.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (...scripts: string[]) => `<html><head></head><body><main>piece</main>${scripts.join('')}</body></html>`;

/** React's streaming runtime as the React Next bundles writes it: its boundary-completing definitions. */
const reactRuntime = () => {
  const definition = reactRuntimeDefinitions().find((text) => text.startsWith('$RB=[];$RV=function(a){'));
  expect(definition, "React's boundary runtime read from Next's react-dom").toBeDefined();
  return definition!;
};

// The scripts Next 16 and React 19 put in a cached catalog page (as in a product page of the e2e build).
const flightStart = '(self.__next_f=self.__next_f||[]).push([0])';
const flight = 'self.__next_f.push([1,"a\\u003c/script>b é \\"q\\""])';
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});';
const shellTime = 'requestAnimationFrame(function(){$RT=performance.now()});';

describe("a cached page's inline scripts (docs/security.md): only the ones Next emits are hashed", () => {
  it("hashes Next's flight data, Turbopack's bootstrap and React's runtime, as the browser hashes them", () => {
    const boundary = `${reactRuntime()}$RC("B:0","S:0")`;
    const html = page(
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      `<script>${shellTime}</script>`,
      `<script id="_R_">${turbopack}</script>`,
      `<script>${boundary}</script><script>$RC("B:1","S:1")</script>`,
      `<script>${flightStart}</script><script type="application/ld+json">{"@type":"Product"}</script>`,
      `<script>${flight}</script><script>${flightStart}</script>`,
    );
    expect(inlineScripts(html)).toEqual({
      hashes: [shellTime, turbopack, boundary, '$RC("B:1","S:1")', flightStart, flight].map(sha),
      foreign: [],
    });
  });

  it.each([
    ['a script of its own', 'alert(document.cookie)'],
    ['code after the flight data', 'self.__next_f.push([1,"x"]);fetch("//evil.example")'],
    ['flight data that is not JSON', 'self.__next_f.push([1,steal()])'],
    ['a React call with code for an argument', '$RC("B:0",steal())'],
    ["code after React's runtime", `${'$RC("B:0","S:0")'};steal()`],
    ['a bootstrap that is not JSON', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(steal());'],
    ['an empty script', ''],
  ])('does not hash %s, and names it as foreign', (_what, body) => {
    expect(isNextScript(body)).toBe(false);
    const { hashes, foreign } = inlineScripts(page(`<script>${flightStart}</script>`, `<script>${body}</script>`));
    expect(hashes).toEqual([sha(flightStart)]);
    expect(foreign).toEqual([expect.stringContaining(sha(body))]);
  });

  it('names a script file from outside Next, a data block that is not JSON and a script type it does not know', () => {
    const { hashes, foreign } = inlineScripts(
      page(
        '<script src="https://evil.example/x.js"></script><script src="/uploads/x.js"></script>',
        '<script type="application/ld+json">{"a":1}</script><script type="application/ld+json">x</script>',
        '<script type="text/x-template">{{a}}</script>',
      ),
    );
    expect(hashes).toEqual([]);
    expect(foreign).toHaveLength(4);
  });

  it("the shop's JSON-LD is data: escaped, it cannot close its block, and a block that is not JSON is foreign", () => {
    // productJsonLd escapes "<", so a description cannot end the block; one that did would leave a foreign script.
    const escaped = '{"description":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}';
    expect(inlineScripts(page(`<script type="application/ld+json">${escaped}</script>`))).toEqual({
      hashes: [],
      foreign: [],
    });
    const broken = inlineScripts(
      page('<script type="application/ld+json">{"description":"</script><script>alert(1)</script>"}</script>'),
    );
    expect(broken.hashes).toEqual([]);
    expect(broken.foreign.length).toBeGreaterThan(0);
  });
});
