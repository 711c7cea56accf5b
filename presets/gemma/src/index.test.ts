import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, run, text, unchanged } from "../../../test/support/preset-table.js";
import { gemma } from "./index.js";

/** What Gemma 3's pythonic chat template renders for a turn with content and a call: the list, then the prose. */
const NATIVE = '[read(path="package.json")]Let me check.';
const READ = call("read", { path: "package.json" });

describe("@pi-tool-repair/preset-gemma", () => {
  itExtendsPiDefault(gemma, "@pi-tool-repair/preset-gemma");

  itConfigures("turns on llama (pythonic) recovery", gemma, "google/gemma-3-27b-it", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["llama"] } });

  it("declares Gemma 3's native layout: a pythonic list opening the text", () => {
    expect(gemma.nativeLayout).toEqual({ grammar: "llama", form: "pythonic", position: "start" });
  });

  itProcessesMessages("google/gemma-3-27b-it", [
    { name: "the native layout (the list opening the text, prose after it on its line) becomes a read call", preset: gemma, content: text(NATIVE), out: recovered({ type: "text", text: "Let me check." }, READ), needs: ["llama"] },
    { name: "the native layout after leading blanks", preset: gemma, content: text('\n [read(path="package.json")] Let me check.'), out: recovered({ type: "text", text: "Let me check." }, READ), needs: ["llama"] },
    { name: "a list on its own line still runs", preset: gemma, content: text('[read(path="package.json")]'), out: recovered(READ), needs: ["llama"] },
    { name: "preset-pi-default alone leaves the glued list as text", preset: piDefault, content: text(NATIVE), out: unchanged(text(NATIVE)), needs: ["llama"] },
    { name: "Llama 4's layout (prose, then the list) is not Gemma 3's: text", preset: gemma, content: text('Let me check.[read(path="package.json")]'), out: unchanged(text('Let me check.[read(path="package.json")]')), needs: ["llama"] },
    { name: "a glued list that does not open the text stays text", preset: gemma, content: text('First.\n[read(path="package.json")]Let me check.'), out: unchanged(text('First.\n[read(path="package.json")]Let me check.')), needs: ["llama"] },
    { name: "a list inside a sentence stays text (the sentence rule)", preset: gemma, content: text('You could send [read(path="package.json")] and it runs.'), out: unchanged(text('You could send [read(path="package.json")] and it runs.')), needs: ["llama"] },
  ]);

  it("the layout holds only while the preset matches the message's model: for another model the glued list is text", () => {
    expect(run(gemma, text(NATIVE), "google/gemma-4-31b-it")).toEqual(unchanged(text(NATIVE)));
  });

  itMatchesModels(gemma, [
    ["google/gemma-3-27b-it", true],
    ["gemma3:12b", true],
    ["gemma-3-4b-it-Q4_K_M.gguf", true],
    ["google/gemma-4-31b-it", false],
    ["google/gemma-3n-E4B-it", false],
    ["google/functiongemma-270m-it", false],
    ["gemma-30b", false],
  ]);
});
