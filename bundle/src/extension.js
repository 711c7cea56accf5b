// The file the `pi` manifest names. pi's loader compiles this file only: it aliases
// `@earendil-works/pi-coding-agent` to the running pi (its version and agent dir), and everything else is loaded
// by Node itself (`require` of an ES module, Node >= 22.12), so nothing of ours is compiled at start-up.
import * as running from "@earendil-works/pi-coding-agent";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

async function loadFactory() {
  const url = new URL("./factory.js", import.meta.url);
  try {
    return createRequire(import.meta.url)(fileURLToPath(url));
  } catch {
    return await import(url.href); // a Node without require(esm)
  }
}

/** The extension factory pi awaits: registers the handlers and `/tool-repair`, nothing more. */
export default async function piToolRepair(pi) {
  const { createBundledExtension } = await loadFactory();
  createBundledExtension({ running })(pi);
}
