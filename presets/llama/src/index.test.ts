import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, run, text, unchanged } from "../../../test/support/preset-table.js";
import { llama } from "./index.js";

/** What Llama 4's chat template renders for a turn with content and a call: the list glued after the prose. */
const NATIVE = 'Let me check.[read(path="package.json")]';
const READ = call("read", { path: "package.json" });

describe("@pi-tool-repair/preset-llama", () => {
  itExtendsPiDefault(llama, "@pi-tool-repair/preset-llama");

  itConfigures("turns on llama recovery", llama, "meta-llama/Llama-4-Scout-17B-16E-Instruct", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["llama"] } });

  it("declares Llama 4's native layout: a pythonic list ending the text", () => {
    expect(llama.nativeLayout).toEqual({ grammar: "llama", form: "pythonic", position: "end" });
  });

  itProcessesMessages("meta-llama/Llama-4-Scout-17B-16E-Instruct", [
    { name: "the native layout (prose, then the list on its line, ending the text) becomes a read call", preset: llama, content: text(NATIVE), out: recovered({ type: "text", text: "Let me check." }, READ), needs: ["llama"] },
    { name: "the native layout with a space and a trailing line break", preset: llama, content: text('Let me check. [read(path="package.json")]\n'), out: recovered({ type: "text", text: "Let me check." }, READ), needs: ["llama"] },
    { name: "a list on its own line still runs", preset: llama, content: text('Let me check.\n[read(path="package.json")]'), out: recovered({ type: "text", text: "Let me check." }, READ), needs: ["llama"] },
    { name: "preset-pi-default alone leaves the glued list as text", preset: piDefault, content: text(NATIVE), out: unchanged(text(NATIVE)), needs: ["llama"] },
    { name: "Gemma 3's layout (the list opening the text, prose after) is not Llama 4's: text", preset: llama, content: text('[read(path="package.json")]Let me check.'), out: unchanged(text('[read(path="package.json")]Let me check.')), needs: ["llama"] },
    { name: "a glued list that does not end the text stays text", preset: llama, content: text('Let me check.[read(path="package.json")]\nThen I edit it.'), out: unchanged(text('Let me check.[read(path="package.json")]\nThen I edit it.')), needs: ["llama"] },
    { name: "a list inside a sentence stays text (the sentence rule)", preset: llama, content: text('You could send [read(path="package.json")] and it runs.'), out: unchanged(text('You could send [read(path="package.json")] and it runs.')), needs: ["llama"] },
    { name: "bare JSON glued after prose is not the native form: text", preset: llama, content: text('Let me check.{"name": "read", "parameters": {"path": "package.json"}}'), out: unchanged(text('Let me check.{"name": "read", "parameters": {"path": "package.json"}}')), needs: ["llama"] },
  ]);

  it("the layout holds only while the preset matches the message's model: for another model the glued list is text", () => {
    expect(run(llama, text(NATIVE), "qwen3-coder-30b")).toEqual(unchanged(text(NATIVE)));
    expect(run(llama, text(NATIVE), "meta-llama/Llama-3.2-3B-Instruct")).toEqual(unchanged(text(NATIVE)));
  });

  itMatchesModels(llama, [
    ["meta-llama/Llama-4-Scout-17B-16E-Instruct", true],
    ["llama-4-maverick-17b-128e-instruct", true],
    ["llama4:scout", true],
    ["Llama-4-Scout-17B-16E-Instruct-Q4_K_M.gguf", true],
    ["meta-llama/Llama-3.2-3B-Instruct", false],
    ["llama-40b", false],
    ["codellama4", false],
    ["nvidia/Llama-3_3-Nemotron-Super-49B-v1_5", false],
  ]);
});
