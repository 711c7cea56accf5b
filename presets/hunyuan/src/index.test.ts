import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { hunyuan } from "./index.js";

const HY3 = "<tool_calls:opensource><tool_call:opensource>read<tool_sep:opensource><arg_key:opensource>path</arg_key:opensource><arg_value:opensource>src/a.ts</arg_value:opensource></tool_call:opensource></tool_calls:opensource>";
const A13B = '<tool_calls>[{"name": "read", "arguments": {"path": "src/a.ts"}}]</tool_calls>';
const QWEN = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';

describe("@pi-tool-repair/preset-hunyuan", () => {
  itExtendsPiDefault(hunyuan, "@pi-tool-repair/preset-hunyuan");

  itConfigures("turns on hunyuan and jamba recovery only", hunyuan, "tencent/Hy3", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["hunyuan", "jamba"] } });

  itProcessesMessages("tencent/Hy3", [
    { name: "a Hy3 block (vocab-suffixed tags) becomes a read call", preset: hunyuan, content: text(`Reading. ${HY3}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["hunyuan"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(HY3), out: unchanged(text(HY3)), needs: ["hunyuan"] },
  ]);

  itProcessesMessages("tencent/Hunyuan-A13B-Instruct", [
    { name: "Hunyuan-A13B's JSON list in <tool_calls> (jamba) becomes a read call", preset: hunyuan, content: text(A13B), out: recovered(call("read", { path: "src/a.ts" })), needs: ["jamba"] },
    { name: "only its grammars run: a Hermes block stays text", preset: hunyuan, content: text(QWEN), out: unchanged(text(QWEN)), needs: ["qwen"] },
  ]);

  itMatchesModels(hunyuan, [
    ["tencent/Hy3", true],
    ["tencent/hy3:free", true],
    ["openrouter/tencent/hy3-preview:free", true],
    ["hy3", true],
    ["tencent/Hy4-preview-FP8", true],
    ["hy-v4", true],
    ["tencent/Hunyuan-A13B-Instruct", true],
    ["hunyuan-7b-instruct", true],
    ["tencent/HY-MT1.5-1.8B", false],
    ["tencent/HY-Motion-1.0", false],
    ["acme/why3-7b", false],
    ["hy30-base", false],
    ["notahunyuan", false],
    ["k2-horizon", false],
    ["minimax-m1", false],
  ]);
});
