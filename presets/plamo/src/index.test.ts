import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { plamo } from "./index.js";

const BLOCK =
  '<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>read<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"path": "src/a.ts"}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:end_tool_requests:plamo|>';
const HERMES = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';

describe("@pi-tool-repair/preset-plamo", () => {
  itExtendsPiDefault(plamo, "@pi-tool-repair/preset-plamo");

  itConfigures("turns on PLaMo recovery", plamo, "pfnet/plamo-3-nict-31b-base", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["plamo"] } });

  itProcessesMessages("pfnet/plamo-3-nict-31b-base", [
    { name: "a tool-requests section in the text becomes a read call", preset: plamo, content: text(`Reading.${BLOCK}<|plamo:tag|>`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["plamo"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(BLOCK), out: unchanged(text(BLOCK)), needs: ["plamo"] },
    { name: "only the PLaMo grammar runs: a Hermes leak stays text", preset: plamo, content: text(HERMES), out: unchanged(text(HERMES)), needs: ["qwen"] },
  ]);

  itMatchesModels(plamo, [
    ["pfnet/plamo-3-nict-31b-base", true],
    ["pfnet/plamo-3-nict-8b-base", true],
    ["plamo3-8b", true],
    ["PLaMo 3", true],
    ["pfnet/plamo-2-translate", false],
    ["pfnet/plamo-2-1b", false],
    ["plamo-30b", false],
    ["explamo-3", false],
    ["qwen3-32b", false],
  ]);
});
