import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Upstage Solar Open and Solar Open 2: `upstage/Solar-Open-100B`, `solar-open-2`,
 * `Solar-Open-100B-Q4_K_M.gguf`. `solar` alone is not enough: Solar Pro and Solar Mini write other formats, and the
 * word is common in other ids; the id must say Solar Open, as a word (after the start, `/`, `:`, `@` or `_`).
 */
export const SOLAR_MODELS: readonly string[] = ["(^|[/:@_])solar[-_ ]?open([-_.:0-9]|$)"];

/** Solar Open / Solar Open 2: leak `<|tool_call:begin|>…` and `<|tool_call:start|>…` calls. */
export const solar = definePreset({
  name: "@pi-tool-repair/preset-solar",
  description: "Model preset for Upstage Solar Open / Solar Open 2: recovers leaked <|tool_call:begin|> and <|tool_call:start|> calls on top of preset-pi-default.",
  models: SOLAR_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["solar"] } },
});

export default solar;
