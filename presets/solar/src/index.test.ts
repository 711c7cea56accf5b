import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { solar } from "./index.js";

const OPEN = '<|tool_calls|><|tool_call:begin|>call_0<|tool_call:name|>read<|tool_call:args|>{"path": "src/a.ts"}<|tool_call:end|><|calls|>';
const OPEN2 = "<|tool_call:start|>read\n<|tool_arg:start|>path<|tool_arg:value|>src/a.ts<|tool_arg:end|>\n<|tool_call:end|>";
const LFM2 = "<|tool_call_start|>[read(path='src/a.ts')]<|tool_call_end|>";

describe("@pi-tool-repair/preset-solar", () => {
  itExtendsPiDefault(solar, "@pi-tool-repair/preset-solar");

  itConfigures("turns on the solar grammar only", solar, "upstage/Solar-Open-100B", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["solar"] } });

  itProcessesMessages("upstage/Solar-Open-100B", [
    { name: "a Solar Open block becomes a read call", preset: solar, content: text(OPEN), out: recovered(call("read", { path: "src/a.ts" })), needs: ["solar"] },
    { name: "a Solar Open 2 call after prose becomes a read call", preset: solar, content: text(`Reading.\n${OPEN2}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["solar"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(OPEN), out: unchanged(text(OPEN)), needs: ["solar"] },
    { name: "only the solar grammar runs: an LFM2 block stays text", preset: solar, content: text(LFM2), out: unchanged(text(LFM2)), needs: ["lfm2"] },
  ]);

  itMatchesModels(solar, [
    ["upstage/Solar-Open-100B", true],
    ["solar-open-2", true],
    ["Solar-Open2-102B", true],
    ["Solar-Open-100B-Q4_K_M.gguf", true],
    ["upstage/solar-pro-preview-instruct", false],
    ["solar-mini", false],
    ["solar-10.7b-instruct", false],
    ["mysolar-open", false],
    ["qwen3-32b", false],
  ]);
});
