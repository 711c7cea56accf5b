import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { functionary } from "./index.js";

// the reply after the template's generation prompt (`…assistant<|end_header_id|>⏎⏎>>>`): the first recipient has no `>>>`
const FIRST = 'read\n{"path": "src/a.ts"}';
const LATER = 'all\nReading it.\n>>>read\n{"path": "src/a.ts"}';
// the template's own layout: the call glued to the user's text, ending the reply
const GLUED = 'all\nReading it.>>>read\n{"path": "src/a.ts"}';

describe("@pi-tool-repair/preset-functionary", () => {
  itExtendsPiDefault(functionary, "@pi-tool-repair/preset-functionary");

  itConfigures("turns on functionary and qwen recovery only", functionary, "meetkai/functionary-medium-v3.2", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["functionary", "qwen"] } });

  itProcessesMessages("meetkai/functionary-medium-v3.2", [
    { name: "the first recipient (no >>>) becomes a read call", preset: functionary, content: text(FIRST), out: recovered(call("read", { path: "src/a.ts" })), needs: ["functionary"] },
    // the reply's first recipient header (`all⏎`, the template's markup) goes with a recovered call (its layout's `lead`)
    { name: "a >>>read recipient on its own line after the user's text", preset: functionary, content: text(LATER), out: recovered({ type: "text", text: "Reading it." }, call("read", { path: "src/a.ts" })), needs: ["functionary"] },
    { name: "its native layout: a >>>read recipient glued to the user's text, ending the reply", preset: functionary, content: text(GLUED), out: recovered({ type: "text", text: "Reading it." }, call("read", { path: "src/a.ts" })), needs: ["functionary"] },
    { name: "no call: the all⏎ header stays with the user's text", preset: functionary, content: text("all\nJust text."), out: unchanged(text("all\nJust text.")), needs: ["functionary"] },
    { name: "glued, but with text after it: the own-line rule holds", preset: functionary, content: text(`${GLUED}\nDone.`), out: unchanged(text(`${GLUED}\nDone.`)), needs: ["functionary"] },
    { name: "v3.1's <function=NAME>{json}</function> (qwen)", preset: functionary, content: text('<function=read>{"path": "src/a.ts"}</function>'), out: recovered(call("read", { path: "src/a.ts" })), needs: ["qwen"] },
    { name: "preset-pi-default alone leaves >>>NAME as text (the grammar is named only by this preset)", preset: piDefault, content: text(LATER), out: unchanged(text(LATER)), needs: ["functionary"] },
  ]);

  itMatchesModels(functionary, [
    ["meetkai/functionary-medium-v3.2", true],
    ["meetkai/functionary-small-v3.1", true],
    ["functionary-small-v3.2.Q4_0.gguf", true],
    ["openrouter:functionary_small", true],
    ["functionary", true],
    ["nonfunctionary-7b", false],
    ["functionaryx-1", false],
    ["acme/dysfunctionary", false],
    ["meta-llama/Llama-3.1-8B-Instruct", false],
    ["k2-horizon", false],
  ]);
});
