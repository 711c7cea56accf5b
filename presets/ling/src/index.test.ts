import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { ling } from "./index.js";

/** SGLang's Ling 3 cases (`test_ling3_detector.py`): a newline after the name, the first key glued to it, no arguments. */
const LING_LEAK = "Checking.\n<tool_call>read\n<arg_key>path</arg_key><arg_value>src/a.ts</arg_value></tool_call>";
const GLUED = "<tool_call>read<arg_key>path</arg_key><arg_value>src/b.ts</arg_value></tool_call>";
const HERMES_LEAK = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';

describe("@pi-tool-repair/preset-ling", () => {
  itExtendsPiDefault(ling, "@pi-tool-repair/preset-ling");

  itConfigures("turns on the GLM grammar (Ling 3 writes GLM's layout)", ling, "inclusionAI/Ling-1T", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["glm"] } });

  itProcessesMessages("inclusionAI/Ling-1T", [
    { name: "a Ling 3 call in the text becomes a read call", preset: ling, content: text(LING_LEAK), out: recovered({ type: "text", text: "Checking." }, call("read", { path: "src/a.ts" })), needs: ["glm"] },
    { name: "the first key glued to the name", preset: ling, content: text(GLUED), out: recovered(call("read", { path: "src/b.ts" })), needs: ["glm"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(LING_LEAK), out: unchanged(text(LING_LEAK)), needs: ["glm"] },
    { name: "only the GLM grammar runs: a Hermes JSON call stays text", preset: ling, content: text(HERMES_LEAK), out: unchanged(text(HERMES_LEAK)), needs: ["qwen"] },
  ]);

  itMatchesModels(ling, [
    ["inclusionAI/Ling-1T", true],
    ["inclusionAI/Ling-flash-2.0", true],
    ["inclusionAI/Ring-1T", true],
    ["ling-lite", true],
    ["ling-3", true],
    ["openrouter:inclusionai/ling-1t", true],
    ["bailing-moe-v3", true],
    ["llmware/bling-phi-3", false],
    ["kling-v2", false],
    ["sparkling-7b", false],
    ["spring-ai-model", false],
    ["ling", false],
    ["darling-13b", false],
    ["glm-4.6", false],
  ]);
});
