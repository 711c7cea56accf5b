import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { lfm2 } from "./index.js";

const PYTHONIC = "<|tool_call_start|>[read(path='src/a.ts')]<|tool_call_end|>";
const JSON_LIST = '<|tool_call_start|>[{"name": "read", "arguments": {"path": "src/a.ts"}}]<|tool_call_end|>';
const APERTUS = '<|tools_prefix|>[{"read": {"path": "src/a.ts"}}]<|tools_suffix|>';

describe("@pi-tool-repair/preset-lfm2", () => {
  itExtendsPiDefault(lfm2, "@pi-tool-repair/preset-lfm2");

  itConfigures("turns on the lfm2 and openpangu grammars only", lfm2, "LiquidAI/LFM2-1.2B", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["lfm2", "openpangu"] } });

  itProcessesMessages("LiquidAI/LFM2.5-8B-A1B", [
    { name: "a pythonic list after prose becomes a read call", preset: lfm2, content: text(`Reading.${PYTHONIC}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["lfm2"] },
    { name: "the JSON list (LFM2 asked for JSON calls) becomes a read call", preset: lfm2, content: text(JSON_LIST), out: recovered(call("read", { path: "src/a.ts" })), needs: ["openpangu"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(PYTHONIC), out: unchanged(text(PYTHONIC)), needs: ["lfm2"] },
    { name: "only its grammars run: an Apertus block stays text", preset: lfm2, content: text(APERTUS), out: unchanged(text(APERTUS)), needs: ["apertus"] },
  ]);

  itMatchesModels(lfm2, [
    ["LiquidAI/LFM2-1.2B", true],
    ["LiquidAI/LFM2.5-8B-A1B", true],
    ["lfm2-vl-450m", true],
    ["LFM2-1.2B-Q4_K_M.gguf", true],
    ["ollama:lfm2", true],
    ["lfm20-test", false],
    ["xlfm2", false],
    ["qwen3-32b", false],
  ]);
});
