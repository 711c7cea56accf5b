/**
 * The file the `pi` manifest names (`dist/pi.js`): the extension as pi loads it.
 * - pi's loader aliases `@earendil-works/pi-coding-agent` to the running pi, so the version and agent dir are
 *   the ones of the pi that loaded us (never a copy from this package's own node_modules).
 * - pi compiles this file with its loader (jiti); everything else is loaded by Node itself (`require` of an ES
 *   module, Node ≥ 22.12), so nothing of ours is compiled at start-up and third-party plugins share our host.
 * Import `./extension` from anywhere else.
 */
import * as running from "@earendil-works/pi-coding-agent";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { PiLike } from "./pi/pi-api.js";
import type * as Factory from "./pi/factory.js";

/** `./pi/factory.js` loaded by Node (pi's loader would compile it and everything it later imports). */
async function loadFactory(): Promise<typeof Factory> {
  const url = new URL("./pi/factory.js", import.meta.url);
  try {
    return createRequire(import.meta.url)(fileURLToPath(url)) as typeof Factory;
  } catch {
    return (await import(url.href)) as typeof Factory; // a Node without require(esm)
  }
}

/** The extension factory pi awaits: registers the handlers and `/tool-repair`, nothing more. */
export default async function piToolRepair(pi: PiLike): Promise<void> {
  const { createExtension } = await loadFactory();
  createExtension({ running: running as { VERSION?: unknown; getAgentDir?: unknown } })(pi);
}
