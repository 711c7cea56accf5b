import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { rwkv } from "./index.js";

const F = "```";
const CALL = `I'll read it.\n\n**Tool Call:**\n${F}json\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n${F}`;

describe("@pi-tool-repair/preset-rwkv", () => {
  itExtendsPiDefault(rwkv, "@pi-tool-repair/preset-rwkv");

  itConfigures("turns on rwkv recovery only", rwkv, "BlinkDL/rwkv7-g1", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["rwkv"] } });

  itProcessesMessages("BlinkDL/rwkv7-g1", [
    { name: "a **Tool Call:** line and its JSON fence become a read call", preset: rwkv, content: text(CALL), out: recovered({ type: "text", text: "I'll read it." }, call("read", { path: "src/a.ts" })), needs: ["rwkv"] },
    { name: "preset-pi-default alone leaves it as text (the grammar is named only by this preset)", preset: piDefault, content: text(CALL), out: unchanged(text(CALL)), needs: ["rwkv"] },
  ]);

  itMatchesModels(rwkv, [
    ["BlinkDL/rwkv7-g1", true],
    ["fla-hub/rwkv7-1.5B-world", true],
    ["RWKV/RWKV7-Goose-World3-2.9B-HF", true],
    ["RWKV/v6-Finch-7B-HF", true],
    ["rwkv7-g1j-13.3b-vllm-v1", true],
    ["openrouter:rwkv-6-world", true],
    ["rwkv", true],
    ["myrwkv-7", false],
    ["acme/rwkvx-1", false],
    ["Qwen/Qwen3-8B", false],
    ["k2-horizon", false],
  ]);
});
