import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { longcat } from "./index.js";

const BLOCK = '<longcat_tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</longcat_tool_call>';
const HERMES = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';

describe("@pi-tool-repair/preset-longcat", () => {
  itExtendsPiDefault(longcat, "@pi-tool-repair/preset-longcat");

  itConfigures("turns on LongCat recovery", longcat, "meituan-longcat/LongCat-Flash-Chat", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["longcat"] } });

  itProcessesMessages("meituan-longcat/LongCat-Flash-Chat", [
    { name: "a <longcat_tool_call> block in the text becomes a read call", preset: longcat, content: text(`Reading.\n${BLOCK}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["longcat"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(BLOCK), out: unchanged(text(BLOCK)), needs: ["longcat"] },
    { name: "only the LongCat grammar runs: a Hermes leak stays text", preset: longcat, content: text(HERMES), out: unchanged(text(HERMES)), needs: ["qwen"] },
  ]);

  itMatchesModels(longcat, [
    ["meituan-longcat/LongCat-Flash-Chat", true],
    ["LongCat-Flash-Thinking", true],
    ["longcat-flash-lite", true],
    ["openrouter/meituan/longcat-flash-chat:free", true],
    ["longcat", true],
    ["longcatfish-7b", false],
    ["solongcat-chat", false],
    ["qwen3-32b", false],
    ["kimi-k2", false],
  ]);
});
