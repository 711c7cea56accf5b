import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Meituan LongCat (`meituan-longcat/LongCat-Flash-Chat`, `LongCat-Flash-Thinking`,
 * `longcat-flash-lite`): `longcat` as a word of its own, so `longcatfish` or `solongcat` are not LongCat.
 */
export const LONGCAT_MODELS: readonly string[] = ["(^|[^a-z0-9])longcat([^a-z]|$)"];

/** LongCat-Flash: leaks `<longcat_tool_call>{"name": …, "arguments": {…}}</longcat_tool_call>` into the text. */
export const longcat = definePreset({
  name: "@pi-tool-repair/preset-longcat",
  description: "LongCat: recovers leaked <longcat_tool_call> JSON calls on top of preset-pi-default.",
  models: LONGCAT_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["longcat"] } },
});

export default longcat;
