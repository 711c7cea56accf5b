import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { nemotron } from "./index.js";

const TOOLCALL = 'Reading.<TOOLCALL>[{"name": "read", "arguments": {"path": "src/a.ts"}}]</TOOLCALL>';
const QWEN_XML = "<tool_call>\n<function=read>\n<parameter=path>\nsrc/a.ts\n</parameter>\n</function>\n</tool_call>";
const MISTRAL = '[TOOL_CALLS]read[ARGS]{"path":"src/a.ts"}';

describe("@pi-tool-repair/preset-nemotron", () => {
  itExtendsPiDefault(nemotron, "@pi-tool-repair/preset-nemotron");

  itConfigures("turns on Nemotron recovery", nemotron, "nvidia/NVIDIA-Nemotron-Nano-9B-v2", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["nemotron", "qwen"] } });

  itProcessesMessages("nvidia/Llama-3_3-Nemotron-Super-49B-v1_5", [
    { name: "a <TOOLCALL> list in the text becomes a read call", preset: nemotron, content: text(TOOLCALL), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["nemotron"] },
    { name: "Nemotron 3's Qwen3-Coder XML becomes a read call", preset: nemotron, content: text(QWEN_XML), out: recovered(call("read", { path: "src/a.ts" })), needs: ["qwen"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(TOOLCALL), out: unchanged(text(TOOLCALL)), needs: ["nemotron"] },
    { name: "only the Nemotron grammars run: a Mistral leak stays text", preset: nemotron, content: text(MISTRAL), out: unchanged(text(MISTRAL)), needs: ["mistral"] },
  ]);

  itMatchesModels(nemotron, [
    ["nvidia/NVIDIA-Nemotron-Nano-9B-v2", true],
    ["nvidia/Llama-3_3-Nemotron-Super-49B-v1_5", true],
    ["nemotron-3-nano:30b", true],
    ["Nemotron-Mini-4B-Instruct", true],
    ["llama-3.1-8b-instruct", false],
    ["supernemotronic", false],
  ]);
});
