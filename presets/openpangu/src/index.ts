import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of openPangu (Huawei): `openPangu-Embedded-7B-V1.1`, `ascend-tribe/openPangu-Ultra-MoE-718B`,
 * `open-pangu-v2`. `pangu` alone is not enough (other models carry the name): the id must say openPangu.
 */
export const OPENPANGU_MODELS: readonly string[] = ["(^|[/:@_])open[-_]?pangu([-_.:]|$)"];

/** openPangu v2: leaks `<|tool_call_start|>[{"name": …, "arguments": {…}}]<|tool_call_end|>` after its prose. */
export const openpangu = definePreset({
  name: "@pi-tool-repair/preset-openpangu",
  description: "Model preset for openPangu: recovers leaked <|tool_call_start|> JSON calls on top of preset-pi-default.",
  models: OPENPANGU_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["openpangu"] } },
});

export default openpangu;
