import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of K2 Horizon (LLM360 / IFM: `IFM/K2-Horizon-7B`, `IFM/K2-Horizon-375B-A23B`,
 * `K2-Horizon-MoVA-36B-A4B`, served as `k2-horizon`): `k2` then `horizon` (joined by `-`, `_` or nothing) at the
 * start of an id segment, not followed by a letter. Kimi's `kimi-k2-…` ids are not K2 Horizon, nor are words that
 * end in `k2` (`track2-horizon`).
 */
export const K2_HORIZON_MODELS: readonly string[] = ["(?:^|[^a-z0-9])k2[-_]?horizon(?![a-z])"];

/** K2 Horizon: leaks `<ifm|tool_calls><ifm|tool_call>NAME<ifm|arg_key>…` blocks (or a JSON body in them) into the text. */
export const k2Horizon = definePreset({
  name: "@pi-tool-repair/preset-k2-horizon",
  description: "K2 Horizon: <ifm|tool_calls> key/value and JSON recovery on top of preset-pi-default.",
  models: K2_HORIZON_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["k2-horizon"] } },
});

export default k2Horizon;
