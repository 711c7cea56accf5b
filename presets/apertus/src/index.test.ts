import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { apertus } from "./index.js";

const BLOCK = '<|tools_prefix|>[{"read": {"path": "src/a.ts"}}]<|tools_suffix|>';
const JAMBA = '<tool_calls>[{"name": "read", "arguments": {"path": "src/a.ts"}}]</tool_calls>';

describe("@pi-tool-repair/preset-apertus", () => {
  itExtendsPiDefault(apertus, "@pi-tool-repair/preset-apertus");

  itConfigures("turns on the Apertus grammar only", apertus, "swiss-ai/Apertus-8B-Instruct-2509", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["apertus"] } });

  itProcessesMessages("swiss-ai/Apertus-8B-Instruct-2509", [
    { name: "a tools block after prose becomes a read call", preset: apertus, content: text(`Reading.${BLOCK}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["apertus"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(BLOCK), out: unchanged(text(BLOCK)), needs: ["apertus"] },
    { name: "only the Apertus grammar runs: a Jamba block stays text", preset: apertus, content: text(JAMBA), out: unchanged(text(JAMBA)), needs: ["jamba"] },
  ]);

  itMatchesModels(apertus, [
    ["swiss-ai/Apertus-8B-Instruct-2509", true],
    ["swiss-ai/Apertus-70B-Instruct-2509", true],
    ["apertus-8b-instruct", true],
    ["Apertus-8B-Instruct-2509-Q4_K_M.gguf", true],
    ["ollama:apertus", true],
    ["myapertusfork", false],
    ["apertus2", false],
    ["qwen3-32b", false],
  ]);
});
