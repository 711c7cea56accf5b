import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { minicpm } from "./index.js";

const CALL = '<function name="read"><param name="path">src/a.ts</param></function>';
const QWEN_BLOCK = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';

describe("@pi-tool-repair/preset-minicpm", () => {
  itExtendsPiDefault(minicpm, "@pi-tool-repair/preset-minicpm");

  itConfigures("turns on minicpm recovery only", minicpm, "openbmb/MiniCPM5-8B", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["minicpm"] } });

  itProcessesMessages("openbmb/MiniCPM5-8B", [
    { name: "a call on its own line becomes a read call", preset: minicpm, content: text(`Reading.\n${CALL}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["minicpm"] },
    { name: "inside a sentence it stays prose", preset: minicpm, content: text(`MiniCPM writes ${CALL} for a call.`), out: unchanged(text(`MiniCPM writes ${CALL} for a call.`)), needs: ["minicpm"] },
    { name: "preset-pi-default alone leaves the leak as text, even with every grammar on", preset: piDefault, content: text(CALL), out: unchanged(text(CALL)), needs: ["minicpm"] },
    { name: "only the minicpm grammar runs: a Hermes block stays text", preset: minicpm, content: text(QWEN_BLOCK), out: unchanged(text(QWEN_BLOCK)), needs: ["qwen"] },
  ]);

  itMatchesModels(minicpm, [
    ["openbmb/MiniCPM5-8B", true],
    ["MiniCPM5", true],
    ["minicpm5:8b", true],
    ["openrouter:minicpm-5", true],
    ["notminicpm-7b", false],
    ["acme/superminicpm", false],
    ["minimax-m2", false],
    ["k2-horizon", false],
  ]);
});
