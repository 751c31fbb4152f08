// Which inline scripts of a page going into Next's cache are Next's own (docs/adr/0001-content-security-policy.md).
// A cached page's policy lists the hashes of its inline scripts; hashing whatever the HTML holds would bless a
// script injected into the page. So only scripts of the shapes Next and React emit are hashed, and a page holding
// any other is not kept (lib/security/csp-cache-handler.mjs). Plain JavaScript: Node loads the cache handler as it is.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The flight data Next streams into the page: `self.__next_f.push(<JSON>)`, the first one creating the queue. */
const FLIGHT = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*)\)$/;
/** Turbopack's bootstrap: the chunks to load, as JSON. */
const TURBOPACK = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;
/** A call of React's streaming runtime ($RC, $RS, $RX, $RR) whose arguments are JSON values only. */
const REACT_CALL = /\$R[A-Z]\(((?:"(?:[^"\\]|\\.)*"|[^"()])*)\);?/y;
/** Next's streamed metadata moving icons into <head> (app-render's server-inserted metadata). */
const NEXT_METADATA =
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))';

const isJson = (text, shape) => {
  try {
    const value = JSON.parse(text);
    return shape === 'array' ? Array.isArray(value) : typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
};

/**
 * React's streaming runtime as the React that Next bundles writes it: the fixed function definitions its inline
 * scripts start with ($RB/$RV/$RC, $RS, $RX, $RR, the shell-time mark), read from Next's copy of react-dom's server
 * so that an upgrade follows by itself. A React whose bundle cannot be read leaves the list empty: pages using its
 * runtime are then not kept (and their policy leaves the runtime out), never kept with a script of unknown shape.
 */
export function reactRuntimeDefinitions() {
  const definitions = new Set();
  for (const build of ['react-dom', 'react-dom-experimental']) {
    let source = '';
    try {
      source = readFileSync(
        require.resolve(`next/dist/compiled/${build}/cjs/react-dom-server.node.production.js`),
        'utf8',
      );
    } catch {
      continue;
    }
    for (const [, , literal] of source.matchAll(/stringToPrecomputedChunk\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1\s*\)/g)) {
      const text = literal.replace(/\\(.)/g, (_, c) => ({ n: '\n', t: '\t' })[c] ?? c);
      // A definition ends where its first call starts ("…};$RS(\""): the call is matched as a call.
      if (/^(\$R[A-Z]=|requestAnimationFrame\()/.test(text)) definitions.add(text.replace(/\$R[A-Z]\("$/, ''));
    }
  }
  // Longest first: one definition may start another's text.
  return [...definitions].sort((a, b) => b.length - a.length);
}

const REACT_RUNTIME = reactRuntimeDefinitions();

/** React's runtime: its definitions, then calls with JSON arguments, nothing else. */
function isReactInstruction(body) {
  let rest = body;
  const definition = REACT_RUNTIME.find((text) => rest.startsWith(text));
  if (definition) rest = rest.slice(definition.length);
  let at = 0;
  while (at < rest.length) {
    REACT_CALL.lastIndex = at;
    const call = REACT_CALL.exec(rest);
    if (!call || !isJson(`[${call[1]}]`, 'array')) return false;
    at = REACT_CALL.lastIndex;
  }
  return Boolean(definition) || rest.length > 0;
}

/** Whether an inline script is one Next or React emits (its shape, its data parsed as JSON, not trusted as code). */
export function isNextScript(body) {
  const flight = FLIGHT.exec(body);
  if (flight) return isJson(flight[1], 'array');
  const turbopack = TURBOPACK.exec(body);
  if (turbopack) return isJson(turbopack[1], 'object');
  return body === NEXT_METADATA || isReactInstruction(body);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
/** Data blocks the shop renders (the product's JSON-LD): never run, so they need no hash, but must be JSON. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);
/** Next's own script files: the policy allows them as 'self'. */
const NEXT_FILE = /^\/_next\/static\//;

const attribute = (attributes, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
    .exec(` ${attributes}`)
    ?.slice(1)
    .find((value) => value !== undefined);

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline scripts of an HTML document: the CSP hash sources of those Next emits, in order without repeats, and
 * every other script found (an inline script of no known shape, a file outside Next's, a data block that is not
 * JSON, a type of script not known here), described for the log. A page with anything in `foreign` is not kept.
 */
export function inlineScripts(html) {
  const hashes = new Set();
  const foreign = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const src = attribute(attributes, 'src');
    const type = (attribute(attributes, 'type') ?? '').toLowerCase();
    if (src !== undefined) {
      if (!NEXT_FILE.test(src)) foreign.push(`script file ${src.slice(0, 80)}`);
    } else if (DATA_TYPES.has(type)) {
      if (!isJson(body, 'object')) foreign.push(`${type} block that is not JSON`);
    } else if (!JS_TYPES.has(type) || !isNextScript(body)) {
      foreign.push(`inline script ${sha256(body)}: ${body.slice(0, 60)}`);
    } else {
      hashes.add(sha256(body));
    }
  }
  return { hashes: [...hashes], foreign };
}
