import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, itRepairsHabits, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { qwen } from "./index.js";

const XML_LEAK = "Listing.\n<tool_call>\n<function=bash>\n<parameter=command>\nls -la\n</parameter>\n</function>\n</tool_call>";
const HERMES_LEAK = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';
/** Qwen2.5-Coder under Ollama (ollama/ollama#12174): the Hermes JSON without its `<tool_call>` tags, on one line. */
const BARE_JSON = '{"name": "read", "arguments": {"path": "AGENTS.md"}}';
/** The same, pretty-printed (selfagency/opilot#149, qwen2.5-coder:7b under Ollama). */
const BARE_JSON_PRETTY = '{\n"name": "read",\n"arguments": {\n"path": "AGENTS.md"\n}\n}';
const GLM_LEAK = "<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>src/a.ts</arg_value>\n</tool_call>";

describe("@pi-tool-repair/preset-qwen", () => {
  itExtendsPiDefault(qwen, "@pi-tool-repair/preset-qwen");

  itConfigures("turns on Qwen3-Coder XML, Hermes and bare JSON recovery", qwen, "qwen3-coder-480b-a35b-instruct", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["qwen", "llama"] } });

  itProcessesMessages("qwen3-coder-480b-a35b-instruct", [
    { name: "a Qwen3-Coder XML leak becomes a bash call", preset: qwen, content: text(XML_LEAK), out: recovered({ type: "text", text: "Listing." }, call("bash", { command: "ls -la" })), needs: ["qwen"] },
    { name: "a Hermes JSON leak becomes a read call", preset: qwen, content: text(HERMES_LEAK), out: recovered(call("read", { path: "src/a.ts" })), needs: ["qwen"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(XML_LEAK), out: unchanged(text(XML_LEAK)), needs: ["qwen"] },
    { name: "a bare Hermes JSON object on one line (qwen2.5-coder:14b under Ollama) becomes a read call", preset: qwen, content: text(BARE_JSON), out: recovered(call("read", { path: "AGENTS.md" })), needs: ["llama"] },
    { name: "a pretty-printed bare JSON object (qwen2.5-coder:7b under Ollama) becomes a read call", preset: qwen, content: text(BARE_JSON_PRETTY), out: recovered(call("read", { path: "AGENTS.md" })), needs: ["llama"] },
    { name: "bare JSON inside a sentence stays text", preset: qwen, content: text(`Send ${BARE_JSON} to read it.`), out: unchanged(text(`Send ${BARE_JSON} to read it.`)), needs: ["llama"] },
    { name: "bare JSON after prose on its line stays text (the own-line rule)", preset: qwen, content: text(`Let me check. ${BARE_JSON}`), out: unchanged(text(`Let me check. ${BARE_JSON}`)), needs: ["llama"] },
    { name: "only the Qwen and Llama grammars run: a GLM leak stays text", preset: qwen, content: text(GLM_LEAK), out: unchanged(text(GLM_LEAK)), needs: ["glm"] },
  ]);

  itRepairsHabits(qwen, "qwen3-coder-480b-a35b-instruct", [
    { tool: "grep", input: { pattern: "TODO", ignoreCase: "True" }, output: { pattern: "TODO", ignoreCase: true }, needs: ["coerceBooleanString"] },
    { tool: "read", input: { file_path: "src/a.ts" }, output: { path: "src/a.ts" }, needs: ["renameAliasedField"] },
    { tool: "edit", input: { path: "a.ts", edits: "[{'oldText': 'a', 'newText': 'b'}]" }, output: { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, needs: ["parseJsonString"] },
  ]);

  itMatchesModels(qwen, [
    ["qwen3-coder-480b-a35b-instruct", true],
    ["Qwen/Qwen2.5-72B-Instruct", true],
    ["qwq-32b", true],
    ["qwen/qwen3-235b-a22b", true],
    ["glm-4.6", false],
    ["deepseek-v4-pro", false],
  ]);
});
