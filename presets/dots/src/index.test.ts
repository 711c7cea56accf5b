import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { dots } from "./index.js";

const BLOCK = '<dots_function_call>\n<invoke name="read">\n<parameter name="path">src/a.ts</parameter>\n</invoke>\n</dots_function_call>';
const MINIMAX_BLOCK = '<minimax:tool_call>\n<invoke name="read">\n<parameter name="path">src/a.ts</parameter>\n</invoke>\n</minimax:tool_call>';

describe("@pi-tool-repair/preset-dots", () => {
  itExtendsPiDefault(dots, "@pi-tool-repair/preset-dots");

  itConfigures("turns on dots recovery only", dots, "rednote-hilab/dots.llm1.inst", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["dots"] } });

  itProcessesMessages("rednote-hilab/dots.llm1.inst", [
    { name: "a dots block in the text becomes a read call", preset: dots, content: text(`Reading. ${BLOCK}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["dots"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(BLOCK), out: unchanged(text(BLOCK)), needs: ["dots"] },
    { name: "only the dots grammar runs: a MiniMax-M2 block stays text", preset: dots, content: text(MINIMAX_BLOCK), out: unchanged(text(MINIMAX_BLOCK)), needs: ["invoke"] },
  ]);

  itMatchesModels(dots, [
    ["rednote-hilab/dots.llm1.inst", true],
    ["rednote-hilab/dots.llm1.base", true],
    ["dots-studio/dots-3-note-preview:free", true],
    ["dots.llm1", true],
    ["openrouter:dots_llm1", true],
    ["notdots-1", false],
    ["dotsnet-7b", false],
    ["acme/polka-dots-7b", false],
    ["k2-horizon", false],
    ["minimax-m2", false],
  ]);
});
