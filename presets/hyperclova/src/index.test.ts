import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text } from "../../../test/support/preset-table.js";
import { hyperclova } from "./index.js";

// HyperCLOVA X SEED Think writes each value as JSON (vLLM hyperclovax_seed_think): a string is quoted
const LEAK = 'Let me search.\n<tool_call>grep\n<arg_key>pattern</arg_key>\n<arg_value>"TODO"</arg_value>\n<arg_key>path</arg_key>\n<arg_value>"src"</arg_value>\n</tool_call>';
// the JSON list vLLM's schema asks for under a required or named tool choice
const JSON_LIST = '[{"name": "read", "parameters": {"path": "src/a.ts"}}]';
// HyperCLOVAX-SEED-Think-14B's template: `<|im_start|>assistant -> tool/function_call⏎[…]`, after the generation prompt `<|im_start|>assistant`
const HEADER_LIST = ' -> tool/function_call\n[{"name": "read", "arguments": {"path": "src/a.ts"}}]';

describe("@pi-tool-repair/preset-hyperclova", () => {
  itExtendsPiDefault(hyperclova, "@pi-tool-repair/preset-hyperclova");

  itConfigures("turns on GLM-layout recovery with JSON-literal values, and the JSON list", hyperclova, "naver-hyperclovax/HyperCLOVAX-SEED-Think-32B", {
    grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["glm", "xlam"] },
    options: { glm: { jsonLiteralValues: true }, xlam: { toolRoleHeader: true }, renameAliasedField: { aliases: {} }, sanitizePatternAnchors: { anchorBleedModels: ["kimi-k2", "minimax", "glm"] } },
  });

  itProcessesMessages("naver-hyperclovax/HyperCLOVAX-SEED-Think-32B", [
    { name: "a string value written as a JSON literal is that string", preset: hyperclova, content: text(LEAK), out: recovered({ type: "text", text: "Let me search." }, call("grep", { pattern: "TODO", path: "src" })), needs: ["glm"] },
    { name: "the JSON list of a required tool choice runs", preset: hyperclova, content: text(JSON_LIST), out: recovered(call("read", { path: "src/a.ts" })), needs: ["xlam"] },
    { name: "the 14B's role header goes with its list", preset: hyperclova, content: text(HEADER_LIST), out: recovered(call("read", { path: "src/a.ts" })), needs: ["xlam"] },
  ]);

  // GLM's own layout writes strings raw: the glm grammar without the option keeps the quotes (the text with quotes)
  const glmLayout = definePreset({ name: "glm-layout", presets: [piDefault], plugins: [], config: { grammar: { enabled: true, mode: "recover", grammars: ["glm"] } } });
  itProcessesMessages("glm-4.6", [
    { name: "without jsonLiteralValues (GLM) the quotes are the text", preset: glmLayout, content: text(LEAK), out: recovered({ type: "text", text: "Let me search." }, call("grep", { pattern: '"TODO"', path: '"src"' })), needs: ["glm"] },
  ]);

  itMatchesModels(hyperclova, [
    ["naver-hyperclovax/HyperCLOVAX-SEED-Think-32B", true],
    ["HyperCLOVAX-SEED-Think-14B", true],
    ["hyperclovax-seed-think:32b", true],
    ["hyperclova-x", true],
    ["superhyperclova", false],
    ["glm-4.6", false],
    ["qwen3-32b", false],
  ]);
});
