export function reactRuntimeDefinitions(): string[];
export function isNextScript(body: string): boolean;
export function inlineScripts(html: string): { hashes: string[]; foreign: string[] };
