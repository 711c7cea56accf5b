import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of PFN PLaMo 3 (`pfnet/plamo-3-nict-31b-base`, `plamo3-8b`, `PLaMo 3`): `plamo` at the start of a
 * word, then `3` (after `-`, `_`, a space or nothing) not followed by a digit, so PLaMo 2 (`plamo-2-translate`)
 * and other ids that only contain the letters (`explamo`) are not PLaMo 3.
 */
export const PLAMO_MODELS: readonly string[] = ["(^|[^a-z0-9])plamo[-_ ]?3(?![0-9])"];

/** PLaMo 3: leaks `<|plamo:begin_tool_requests:plamo|>` sections of name and JSON arguments tags into the text. */
export const plamo = definePreset({
  name: "@pi-tool-repair/preset-plamo",
  description: "PLaMo 3: recovers leaked <|plamo:begin_tool_requests:plamo|> sections on top of preset-pi-default.",
  models: PLAMO_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["plamo"] } },
});

export default plamo;
