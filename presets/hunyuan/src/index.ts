import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Tencent Hunyuan: Hy3 and Hy4 / Hy v4 (`tencent/Hy3`, `tencent/hy3:free`, `tencent/Hy4-preview`,
 * `hy-v4`) and the Hunyuan models (`tencent/Hunyuan-A13B-Instruct`, `hunyuan-7b-instruct`): `hy3`, `hy4`
 * (optionally `hy-`/`hy_`, `v`) or `hunyuan` as a whole id segment, followed by `.`, `-`, `_`, `:` or the end.
 * Not `why3`, `hy-mt` (the translation models) or `hy-motion`.
 */
export const HUNYUAN_MODELS: readonly string[] = ["(?:^|[/:])hy[-_]?v?[34](?:[._:-]|$)", "(?:^|[/:])hunyuan(?:[._:-]|$)"];

/**
 * Hunyuan: Hy3 and Hy v4 leak `<tool_calls><tool_call>NAME<tool_sep><arg_key>…` blocks (often with a vocab
 * suffix, `<tool_calls:opensource>`; the `hunyuan` grammar), Hunyuan-A13B `<tool_calls>[{"name": …,
 * "arguments": …}]</tool_calls>` (vLLM's `hunyuan_a13b` parser, SGLang's `hunyuan_detector`; the `jamba`
 * grammar reads that JSON list). Both layouts share `<tool_calls>`: each grammar takes only its own.
 */
export const hunyuan = definePreset({
  name: "@pi-tool-repair/preset-hunyuan",
  description: "Hunyuan: Hy3/Hy v4 <tool_calls><tool_call> and Hunyuan-A13B <tool_calls>[…] recovery on top of preset-pi-default.",
  models: HUNYUAN_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["hunyuan", "jamba"] } },
});

export default hunyuan;
