import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of NVIDIA Nemotron (`nvidia/NVIDIA-Nemotron-Nano-9B-v2`, `nvidia/Llama-3_3-Nemotron-Super-49B-v1_5`,
 * `nemotron-3-nano`): `nemotron` at the start of a word.
 */
export const NEMOTRON_MODELS: readonly string[] = ["(^|[^a-z0-9])nemotron"];

/**
 * Nemotron: Llama-Nemotron v1.5 and Nemotron-Nano-v2 leak `<TOOLCALL>[{"name": …, "arguments": {…}}]</TOOLCALL>`;
 * Nemotron 3 Nano writes Qwen3-Coder's `<tool_call><function=…>` XML (the qwen grammar's).
 */
export const nemotron = definePreset({
  name: "@pi-tool-repair/preset-nemotron",
  description: "Nemotron: recovers leaked <TOOLCALL> and Qwen3-Coder XML calls on top of preset-pi-default.",
  models: NEMOTRON_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["nemotron", "qwen"] } },
});

export default nemotron;
