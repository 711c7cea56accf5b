// The bundle's light factory: preset-pi-default's, with the built-in model presets served from the bundle
// (each its own chunk, loaded on first use) and the host, the kit and the preset served to third-party plugins
// as the bundle's own entry files (one instance of each).
import { createExtension } from "../../presets/pi-default/dist/pi/factory.js";
import { servedPeers } from "../../presets/pi-default/dist/runtime/peers.js";
import { PRESETS } from "virtual:builtin-presets";

for (const [name, file] of [
  ["@pi-tool-repair/host", "./host.js"],
  ["@pi-tool-repair/grammar-kit", "./grammar-kit.js"],
  ["@pi-tool-repair/preset-pi-default", "./index.js"],
]) {
  servedPeers.set(name, new URL(file, import.meta.url).href);
}

export function createBundledExtension(options = {}) {
  return createExtension({
    builtinPresets: Object.keys(PRESETS),
    importPreset: (name) => (Object.hasOwn(PRESETS, name) ? PRESETS[name]() : Promise.reject(Object.assign(new Error(`Cannot find module '${name}'`), { code: "ERR_MODULE_NOT_FOUND" }))),
    ...options,
  });
}
