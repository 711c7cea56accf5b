/** The preset itself: `piDefault` (every rule, grammar and pi-specific plugin of this package) and a host built on it. */
import { createHost, definePreset, type RepairHost } from "@pi-tool-repair/host";
import { grammars, others, rules } from "./plugins.js";

export { rules, grammars, others } from "./plugins.js";
export { PI_TOOL_SCHEMAS } from "./pi-tools.js";
export { PHANTOM_ERROR_MESSAGE, phantomToolUse } from "./phantom.js";
export { piArgumentsError, rawArgumentsText, readPiArgumentsError } from "./arguments-error.js";

/** Every rule and grammar of pi-tool-repair, with the defaults of the original description. */
export const piDefault = definePreset({
  name: "@pi-tool-repair/preset-pi-default",
  description: "All repair rules and grammar parsers; grammar recovery off until enabled or matched by leakModels.",
  plugins: [...rules, ...grammars, ...others],
});

/** A host with `piDefault` (and any extra presets or plugins) loaded. */
export function createDefaultHost(...extra: Parameters<RepairHost["use"]>[0][]): RepairHost {
  const host = createHost().use(piDefault);
  for (const item of extra) host.use(item);
  return host;
}

export default piDefault;
