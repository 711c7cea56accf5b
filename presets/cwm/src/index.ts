import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/** The model ids of Meta CWM (`facebook/cwm`, `cwm-32b`, `cwm:latest`): `cwm` as a whole word (not `cwmx`, `lcwm`). */
export const CWM_MODELS: readonly string[] = ["(?:^|[^a-z0-9])cwm(?![a-z0-9])"];

/**
 * Meta CWM: calls tools with `<tool: NAME>⏎CONTENT⏎</tool>`, the content raw text. The `cwm` grammar runs only
 * where a preset names it; a tool whose schema requires one string field (bash's `command`) takes the content.
 */
export const cwm = definePreset({
  name: "@pi-tool-repair/preset-cwm",
  description: "Model preset for Meta CWM: recovers its <tool: NAME> raw-content calls on top of preset-pi-default.",
  models: CWM_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["cwm"] } },
});

export default cwm;
