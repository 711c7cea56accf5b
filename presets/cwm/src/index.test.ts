import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { cwm } from "./index.js";

const CALL = "<tool: bash>\nls -la\n</tool>";
const QWEN_BLOCK = '<tool_call>\n{"name": "bash", "arguments": {"command": "ls"}}\n</tool_call>';

describe("@pi-tool-repair/preset-cwm", () => {
  itExtendsPiDefault(cwm, "@pi-tool-repair/preset-cwm");

  itConfigures("turns on cwm recovery only", cwm, "facebook/cwm", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["cwm"] } });

  itProcessesMessages("facebook/cwm", [
    { name: "a bash block becomes a bash call", preset: cwm, content: text(`Listing.\n${CALL}`), out: recovered({ type: "text", text: "Listing." }, call("bash", { command: "ls -la" })), needs: ["cwm"] },
    { name: "preset-pi-default alone leaves the block as text, even with every grammar on", preset: piDefault, content: text(CALL), out: unchanged(text(CALL)), needs: ["cwm"] },
    { name: "only the cwm grammar runs: a Hermes block stays text", preset: cwm, content: text(QWEN_BLOCK), out: unchanged(text(QWEN_BLOCK)), needs: ["qwen"] },
  ]);

  itMatchesModels(cwm, [
    ["facebook/cwm", true],
    ["cwm", true],
    ["facebook/cwm-sft", true],
    ["cwm:32b", true],
    ["cwmx-7b", false],
    ["acme/lcwm", false],
    ["k2-horizon", false],
    ["minimax-m2", false],
  ]);
});
