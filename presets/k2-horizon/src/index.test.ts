import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { k2Horizon } from "./index.js";

const BLOCK = "<ifm|tool_calls>\n<ifm|tool_call>read\n<ifm|arg_key>path</ifm|arg_key>\n<ifm|arg_value>src/a.ts</ifm|arg_value>\n</ifm|tool_call>\n</ifm|tool_calls>";
const KIMI_SECTION = '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path":"src/a.ts"}<|tool_call_end|><|tool_calls_section_end|>';

describe("@pi-tool-repair/preset-k2-horizon", () => {
  itExtendsPiDefault(k2Horizon, "@pi-tool-repair/preset-k2-horizon");

  itConfigures("turns on K2 Horizon recovery only", k2Horizon, "IFM/K2-Horizon-7B", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["k2-horizon"] } });

  itProcessesMessages("IFM/K2-Horizon-7B", [
    { name: "a K2 Horizon block in the text becomes a read call", preset: k2Horizon, content: text(`Reading.\n${BLOCK}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["k2-horizon"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(BLOCK), out: unchanged(text(BLOCK)), needs: ["k2-horizon"] },
    { name: "only the K2 Horizon grammar runs: a Kimi K2 section stays text", preset: k2Horizon, content: text(KIMI_SECTION), out: unchanged(text(KIMI_SECTION)), needs: ["kimi"] },
  ]);

  itMatchesModels(k2Horizon, [
    ["IFM/K2-Horizon-7B", true],
    ["IFM/K2-Horizon-375B-A23B", true],
    ["abenzerps/K2-Horizon-MoVA-36B-A4B-MLX-4bit", true],
    ["k2-horizon", true],
    ["k2_horizon", true],
    ["IFM/K2-Horizon-7B-GGUF:Q4_K_M", true],
    ["kimi-k2-0905-preview", false],
    ["moonshotai/Kimi-K2-Thinking", false],
    ["kimi-k2.5", false],
    ["LLM360/K2-Think", false],
    ["hack4impacttrack2-horizon", false],
    ["k2-horizons-net", false],
  ]);

});
