import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, itRepairsHabits, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { MINIMAX_M3_MODELS, minimax } from "./index.js";

const INVOKE_LEAK = 'Reading.\n<minimax:tool_call>\n<invoke name="read">\n<parameter name="path">src/a.ts</parameter>\n<parameter name="limit">20</parameter>\n</invoke>\n</minimax:tool_call>';
const M1_LEAK = '<tool_calls>\n{"name": "bash", "arguments": {"command": "ls"}}\n</tool_calls>';
const NS = "]<]minimax[>[";
const M3_LEAK = `Reading.\n${NS}<tool_call>\n${NS}<invoke name="read">${NS}<path>src/a.ts${NS}</path>${NS}<limit>20${NS}</limit>${NS}</invoke>\n${NS}</tool_call>`;
const KIMI_LEAK = '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path":"src/a.ts"}<|tool_call_end|><|tool_calls_section_end|>';

describe("@pi-tool-repair/preset-minimax", () => {
  itExtendsPiDefault(minimax, "@pi-tool-repair/preset-minimax");

  itConfigures("turns on invoke, M1 and Text-01 recovery and anchor-bleed sanitizing", minimax, "MiniMax-M2", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["invoke", "minimax-m3", "minimax-m1", "minimax-text"] }, options: { glm: { jsonLiteralValues: false }, xlam: { toolRoleHeader: false }, renameAliasedField: { aliases: {} }, sanitizePatternAnchors: { anchorBleedModels: ["kimi-k2", "minimax", "glm", "abab\\d"] } } });

  itProcessesMessages("MiniMax-M2", [
    { name: "an invoke leak becomes a read call, typed by the schema", preset: minimax, content: text(INVOKE_LEAK), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts", limit: 20 })), needs: ["invoke"] },
    { name: "an M3 namespaced block becomes a read call, typed by the schema", preset: minimax, content: text(M3_LEAK), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts", limit: 20 })), needs: ["minimax-m3"] },
    { name: "an M1 <tool_calls> line becomes a bash call", preset: minimax, content: text(M1_LEAK), out: recovered(call("bash", { command: "ls" })), needs: ["minimax-m1"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(INVOKE_LEAK), out: unchanged(text(INVOKE_LEAK)), needs: ["invoke"] },
    { name: "only the MiniMax grammars run: a Kimi leak stays text", preset: minimax, content: text(KIMI_LEAK), out: unchanged(text(KIMI_LEAK)), needs: ["kimi"] },
  ]);

  itRepairsHabits(minimax, "MiniMax-M2", [
    { tool: "edit", input: { path: "a.ts", edits: '[{"oldText":"a","newText":"b"}]' }, output: { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, needs: ["parseJsonString"] },
    { tool: "read", input: { '<parameter name="path">': "src/a.ts" }, output: { path: "src/a.ts" }, needs: ["stripGrammarTokenKeys"] },
  ]);

  itMatchesModels(minimax, [
    ["MiniMax-M2", true],
    ["minimax/minimax-m2.1", true],
    ["MiniMax-Text-01", true],
    ["abab6.5s-chat", true],
    ["MiniMax-M3", true],
    ["MiniMaxAI/MiniMax-M3.1-Flash-Preview", true],
    ["minimax/minimax-m3", true],
    ["kimi-k2", false],
    ["gpt-4o-mini", false],
  ]);

  it("names the M3 ids as a whole version (M2 ids are not M3)", () => {
    const m3 = MINIMAX_M3_MODELS.map((p) => new RegExp(p, "i"));
    const isM3 = (id: string) => m3.some((r) => r.test(id));
    expect(["MiniMax-M3", "MiniMaxAI/MiniMax-M3.1-Flash-Preview", "minimax/minimax-m3", "minimax_m3"].every(isM3)).toBe(true);
    expect(["MiniMax-M2", "minimax/minimax-m2.1", "MiniMax-M30", "MiniMax-Text-01"].some(isM3)).toBe(false);
  });
});
