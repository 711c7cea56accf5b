import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of NAVER's HyperCLOVA X (`naver-hyperclovax/HyperCLOVAX-SEED-Think-32B`, `hyperclovax-seed-think`):
 * `hyperclova` as the start of a word, so an id that only holds the letters inside another word does not match.
 */
export const HYPERCLOVA_MODELS: readonly string[] = ["(^|[^a-z0-9])hyperclova"];

/**
 * HyperCLOVA X SEED Think writes GLM's layout (`<tool_call>NAME⏎<arg_key>k</arg_key>⏎<arg_value>v</arg_value>…
 * </tool_call>`), but each value as JSON (vLLM's `hyperclovax_seed_think` parser `json.loads` every value):
 * `<arg_value>"Seoul"</arg_value>` is `Seoul`, so the glm grammar runs with `jsonLiteralValues`. With a required
 * or named tool choice, vLLM's JSON schema makes it answer `[{"name": …, "parameters": {…}}]`: the xlam grammar.
 * HyperCLOVA X SEED Think 14B's template writes its calls as that list after a role header
 * (`<|im_start|>assistant -> tool/function_call⏎[{"name": …, "arguments": {…}}]`; the generation prompt ends at
 * `<|im_start|>assistant`): xlam's `toolRoleHeader` strips the header ` -> tool/function_call` with the list.
 */
export const hyperclova = definePreset({
  name: "@pi-tool-repair/preset-hyperclova",
  description: "Model preset for HyperCLOVA X SEED Think (NAVER): recovers its GLM-style tool calls with JSON-literal values on top of preset-pi-default.",
  models: HYPERCLOVA_MODELS,
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["glm", "xlam"] },
    options: { glm: { jsonLiteralValues: true }, xlam: { toolRoleHeader: true } },
  },
});

export default hyperclova;
