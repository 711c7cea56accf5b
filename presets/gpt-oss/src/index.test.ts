import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, itRepairsHabits, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { gptOss } from "./index.js";

const HARMONY_LEAK = '<|channel|>analysis<|message|>Need the file.<|end|><|start|>assistant<|channel|>commentary to=functions.read <|constrain|>json<|message|>{"path":"src/a.ts"}<|call|>';
const QWEN_LEAK = "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n</function>\n</tool_call>";

describe("@pi-tool-repair/preset-gpt-oss", () => {
  itExtendsPiDefault(gptOss, "@pi-tool-repair/preset-gpt-oss");

  itConfigures("turns on harmony recovery", gptOss, "gpt-oss-120b", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["harmony"] } });

  itProcessesMessages("gpt-oss-120b", [
    { name: "a harmony commentary call becomes a read call", preset: gptOss, content: text(HARMONY_LEAK), out: recovered(call("read", { path: "src/a.ts" })), needs: ["harmony"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(HARMONY_LEAK), out: unchanged(text(HARMONY_LEAK)), needs: ["harmony"] },
    { name: "only harmony runs: a Qwen leak stays text", preset: gptOss, content: text(QWEN_LEAK), out: unchanged(text(QWEN_LEAK)), needs: ["qwen"] },
  ]);

  itRepairsHabits(gptOss, "gpt-oss-120b", [
    { tool: "edit", input: { path: "a.ts", edits: { oldText: "a", newText: "b" } }, output: { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, needs: ["wrapSingleObjectAsArray"] },
    { tool: "bash", input: '"{\\"command\\": \\"ls\\"}"', output: { command: "ls" }, needs: ["parseRawArguments"] },
  ]);

  itMatchesModels(gptOss, [
    ["gpt-oss-120b", true],
    ["openai/gpt-oss-20b", true],
    ["gpt_oss", true],
    ["GPT-OSS-20B-GGUF", true],
    ["gpt-4o", false],
    ["gpt-5", false],
  ]);
});
