// bundle/src/extension.js
import * as running from "@earendil-works/pi-coding-agent";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
async function loadFactory() {
  const url = new URL("./factory.js", import.meta.url);
  try {
    return createRequire(import.meta.url)(fileURLToPath(url));
  } catch {
    return await import(url.href);
  }
}
async function piToolRepair(pi) {
  const { createBundledExtension } = await loadFactory();
  createBundledExtension({ running })(pi);
}
export {
  piToolRepair as default
};
