import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, itRepairsHabits, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { local } from "./index.js";

const MISTRAL_LEAK = '[TOOL_CALLS]read[ARGS]{"path":"src/a.ts"}';
const QWEN_LEAK = "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n</function>\n</tool_call>";
const KIMI_LEAK = '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path":"b.ts"}<|tool_call_end|><|tool_calls_section_end|>';
const FENCED = "For example:\n```\n" + MISTRAL_LEAK + "\n```";

describe("@pi-tool-repair/preset-local", () => {
  itExtendsPiDefault(local, "@pi-tool-repair/preset-local");

  itConfigures("turns on recovery of every loaded grammar", local, "ollama/llama3.1:8b", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: undefined } });

  itProcessesMessages("ollama/llama3.1:8b", [
    { name: "a Mistral leak becomes a read call", preset: local, content: text(MISTRAL_LEAK), out: recovered(call("read", { path: "src/a.ts" })), needs: ["mistral"] },
    { name: "a Qwen XML leak becomes a bash call", preset: local, content: text(QWEN_LEAK), out: recovered(call("bash", { command: "ls" })), needs: ["qwen"] },
    { name: "two families in one message keep their order", preset: local, content: text(`${KIMI_LEAK}\n${MISTRAL_LEAK}`), out: recovered(call("read", { path: "b.ts" }), call("read", { path: "src/a.ts" })), needs: ["kimi", "mistral"] },
    { name: "a leak inside fenced code stays text", preset: local, content: text(FENCED), out: unchanged(text(FENCED)), needs: ["mistral"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(MISTRAL_LEAK), out: unchanged(text(MISTRAL_LEAK)), needs: ["mistral"] },
  ]);

  itRepairsHabits(local, "ollama/llama3.1:8b", [
    { tool: "read", input: { path: "src/a.ts", offset: null, limit: "20" }, output: { path: "src/a.ts", limit: 20 }, needs: ["dropNullOptional", "coerceNumericString"] },
  ]);

  itMatchesModels(local, [
    ["hf.co/unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF", true],
    ["llama.cpp/gemma-3-27b", true],
    ["ollama/llama3.1:8b", true],
    ["lmstudio-community/granite-4", true],
    ["local/olmo-3", true],
    ["granite4:local", true],
    ["mlx-community/Mistral-Small", true],
    ["vllm/glm-4.6", true],
    ["localize-7b", false],
    ["gpt-4o", false],
    ["claude-sonnet-4-5", false],
  ]);
});
