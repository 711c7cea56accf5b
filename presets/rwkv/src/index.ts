import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of RWKV (`BlinkDL/rwkv7-g1`, `fla-hub/rwkv7-1.5B-world`, `RWKV/RWKV7-Goose-World3-2.9B-HF`,
 * local names such as `rwkv7-g1j-13.3b-vllm-v1`): `rwkv` at the start of an id segment, followed by a digit,
 * `.`, `-`, `_`, `/` or the end (so `myrwkv` or `rwkvx-1` are not it).
 */
export const RWKV_MODELS: readonly string[] = ["(?:^|[/:])rwkv(?:[0-9._/-]|$)"];

/**
 * RWKV-7: its chat template writes each call as a `**Tool Call:**` line and a fenced JSON object (vLLM's `rwkv`
 * tool parser); the `rwkv` grammar reads it only where the config names it, as here.
 */
export const rwkv = definePreset({
  name: "@pi-tool-repair/preset-rwkv",
  description: "Model preset for RWKV-7 models: recovers leaked **Tool Call:** fenced JSON calls on top of preset-pi-default.",
  models: RWKV_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["rwkv"] } },
});

export default rwkv;
