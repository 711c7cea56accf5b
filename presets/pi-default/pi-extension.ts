/**
 * The file the `pi` manifest names: the extension as pi loads it. A TypeScript file on purpose: pi's loader
 * (jiti) compiles it, so its import of `@earendil-works/pi-coding-agent` goes through the loader's alias (or
 * its virtual modules in pi's bundled build) and is the running pi: its version and agent dir. A `.js` file of
 * this ESM package would be imported by Node itself, which resolves that import from this package's own
 * node_modules (in a checkout: the repository's dev copy of pi, loaded a second time, seconds of start-up).
 * Everything else is loaded by Node (`require` of an ES module, Node ≥ 22.12), so nothing of ours is compiled.
 */
import * as running from "@earendil-works/pi-coding-agent";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

type Factory = { createExtension(options: { running: unknown }): (pi: unknown) => void };

/** `./dist/pi/factory.js` loaded by Node (pi's loader would compile it and everything it later imports). */
async function loadFactory(): Promise<Factory> {
  const url = new URL("./dist/pi/factory.js", import.meta.url);
  try {
    return createRequire(import.meta.url)(fileURLToPath(url)) as Factory;
  } catch {
    return (await import(url.href)) as Factory; // a Node without require(esm)
  }
}

/** The extension factory pi awaits: registers the handlers and `/tool-repair`, nothing more. */
export default async function piToolRepair(pi: unknown): Promise<void> {
  const { createExtension } = await loadFactory();
  createExtension({ running })(pi);
}
