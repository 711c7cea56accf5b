import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { openpangu } from "./index.js";

const BLOCK = '<|tool_call_start|>[{"name": "read", "arguments": {"path": "src/a.ts"}}]<|tool_call_end|>';
const PYTHONIC = "<|tool_call_start|>[read(path='src/a.ts')]<|tool_call_end|>";

describe("@pi-tool-repair/preset-openpangu", () => {
  itExtendsPiDefault(openpangu, "@pi-tool-repair/preset-openpangu");

  itConfigures("turns on the openpangu grammar only", openpangu, "openPangu-Embedded-7B-V1.1", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["openpangu"] } });

  itProcessesMessages("openPangu-Embedded-7B-V1.1", [
    { name: "a JSON list glued after prose becomes a read call", preset: openpangu, content: text(`Reading.${BLOCK}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["openpangu"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(BLOCK), out: unchanged(text(BLOCK)), needs: ["openpangu"] },
    { name: "LFM2's pythonic layout stays text", preset: openpangu, content: text(PYTHONIC), out: unchanged(text(PYTHONIC)), needs: ["lfm2"] },
  ]);

  itMatchesModels(openpangu, [
    ["openPangu-Embedded-7B-V1.1", true],
    ["ascend-tribe/openPangu-Ultra-MoE-718B", true],
    ["open-pangu-v2", true],
    ["openpangu", true],
    ["pangu-alpha-13b", false],
    ["mypangu", false],
    ["qwen3-32b", false],
  ]);
});
