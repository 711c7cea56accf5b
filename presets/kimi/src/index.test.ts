import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, itRepairsHabits, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { kimi } from "./index.js";

const SECTION = '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path":"src/a.ts"}<|tool_call_end|><|tool_calls_section_end|>';
const K3_SECTION = '<|open|>tools<|sep|><|open|>call tool="read" index="1"<|sep|><|open|>argument key="path" type="string"<|sep|>src/a.ts<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>';
const MISTRAL_LEAK = '[TOOL_CALLS]read[ARGS]{"path":"src/a.ts"}';

describe("@pi-tool-repair/preset-kimi", () => {
  itExtendsPiDefault(kimi, "@pi-tool-repair/preset-kimi");

  itConfigures("turns on Kimi recovery and anchor-bleed sanitizing for all Kimi ids", kimi, "kimi-k2-thinking", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["kimi", "kimi-k3"] }, options: { glm: { jsonLiteralValues: false }, xlam: { toolRoleHeader: false }, renameAliasedField: { aliases: {} }, sanitizePatternAnchors: { anchorBleedModels: ["kimi-k2", "minimax", "glm", "kimi", "moonshot"] } } });

  itProcessesMessages("kimi-k2-thinking", [
    { name: "a tool-call section in the text becomes a read call", preset: kimi, content: text(`Reading. ${SECTION}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["kimi"] },
    { name: "a section in the reasoning is a real call (K2-Thinking)", preset: kimi, content: [{ type: "thinking", thinking: `I need the file. ${SECTION}` }], out: recovered({ type: "thinking", thinking: "I need the file." }, call("read", { path: "src/a.ts" })), needs: ["kimi"] },
    { name: "a Kimi K3 tools section becomes a read call", preset: kimi, content: text(`Reading. ${K3_SECTION}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["kimi-k3"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(SECTION), out: unchanged(text(SECTION)), needs: ["kimi"] },
    { name: "only the Kimi grammar runs: a Mistral leak stays text", preset: kimi, content: text(MISTRAL_LEAK), out: unchanged(text(MISTRAL_LEAK)), needs: ["mistral"] },
  ]);

  itRepairsHabits(kimi, "kimi-k2-thinking", [
    { tool: "read", input: "src/a.ts", output: { path: "src/a.ts" }, needs: ["wrapRootString"] },
    { tool: "bash", input: '"{\\"command\\": \\"ls\\"}"', output: { command: "ls" }, needs: ["parseRawArguments"] },
  ]);

  itMatchesModels(kimi, [
    ["kimi-k2-0905-preview", true],
    ["moonshotai/Kimi-K2-Thinking", true],
    ["kimi-k2.5", true],
    ["moonshotai/Kimi-K3", true],
    ["kimi-k3", true],
    ["moonshot-v1-8k", true],
    ["minimax-m2", false],
    ["qwen3-32b", false],
    ["IFM/K2-Horizon-7B", false],
    ["k2-horizon", false],
  ]);
});
