/**
 * The file the `pi` manifest names, shipped as it is (`dist/extension.ts`). A TypeScript file on purpose: pi's
 * loader (jiti) compiles it, so its import of `@earendil-works/pi-coding-agent` goes through the loader's alias
 * (or the virtual modules of pi's bundled build) and is the running pi: its version and agent dir. A `.js` file
 * of this ESM package is imported by Node itself, which resolves that import from node_modules instead: a second
 * copy of pi where one is installed (a checkout: seconds of start-up, and that copy's version).
 * Everything else is loaded by Node (`require` of an ES module, Node >= 22.12), so nothing else is compiled.
 */
import * as running from "@earendil-works/pi-coding-agent";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

type Factory = { createBundledExtension(options: { running: unknown }): (pi: unknown) => void };

/** `./factory.js` loaded by Node (pi's loader would compile it and everything it later imports). */
async function loadFactory(): Promise<Factory> {
  const url = new URL("./factory.js", import.meta.url);
  try {
    return createRequire(import.meta.url)(fileURLToPath(url)) as Factory;
  } catch {
    return (await import(url.href)) as Factory; // a Node without require(esm)
  }
}

/** The extension factory pi awaits: registers the handlers and `/tool-repair`, nothing more. */
export default async function piToolRepair(pi: unknown): Promise<void> {
  const { createBundledExtension } = await loadFactory();
  createBundledExtension({ running })(pi);
}
