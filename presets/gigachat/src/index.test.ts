import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { gigachat } from "./index.js";

const V31 = '<|function_call|>{"name": "read", "arguments": {"path": "src/a.ts"}}</s>';
const V30 = 'Reading.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "read", "arguments": {"path": "src/a.ts"}}';
const HERMES = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';
/**
 * Real outputs of GigaChat-3-Ultra through GigaChat's own API, printed instead of run
 * (https://github.com/skalesapp/skales/issues/256): DSML's layout without its `｜DSML｜` / `｜GCML｜` tag, which no
 * peer parses (a known spelling, or no run), and tags the model translated. Neither runs.
 */
const ULTRA_BARE_INVOKE = '<tool_calls> <invoke name="web_search"> <parameter name="query" string="true">GigaChat-3-Ultra поисковые утилиты архитектура</parameter> </invoke> </tool_calls>';
const ULTRA_TRANSLATED = "< أداة:веб_поиск > < аргумент:запрос >GigaChat-3-Ultra информация</аргумент> </أداة:веб_поиск>";

describe("@pi-tool-repair/preset-gigachat", () => {
  itExtendsPiDefault(gigachat, "@pi-tool-repair/preset-gigachat");

  itConfigures("turns on GigaChat recovery", gigachat, "ai-sage/GigaChat3-10B-A1.8B", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["gigachat"] } });

  itProcessesMessages("ai-sage/GigaChat3.1-10B-A1.8B", [
    { name: "a 3.1 <|function_call|> leak becomes a read call", preset: gigachat, content: text(V31), out: recovered(call("read", { path: "src/a.ts" })), needs: ["gigachat"] },
    { name: "a 3.0 function call turn becomes a read call", preset: gigachat, content: text(V30), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["gigachat"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(V31), out: unchanged(text(V31)), needs: ["gigachat"] },
    { name: "only the GigaChat grammar runs: a Hermes leak stays text", preset: gigachat, content: text(HERMES), out: unchanged(text(HERMES)), needs: ["qwen"] },
    { name: "skales#256: an untagged <tool_calls><invoke> block stays text", preset: gigachat, content: text(ULTRA_BARE_INVOKE), out: unchanged(text(ULTRA_BARE_INVOKE)), needs: ["gigachat"] },
    { name: "skales#256: translated tags stay text", preset: gigachat, content: text(ULTRA_TRANSLATED), out: unchanged(text(ULTRA_TRANSLATED)), needs: ["gigachat"] },
  ]);

  itMatchesModels(gigachat, [
    ["ai-sage/GigaChat3-10B-A1.8B", true],
    ["ai-sage/GigaChat3.1-702B-A36B", true],
    ["GigaChat-2-Max", true],
    ["gigachat3.1-10b-a1.8b-q4_k_m.gguf", true],
    ["notgigachat", false],
    ["qwen3-32b", false],
    ["giga-7b", false],
    // GigaChat 3.5 writes GCML: its ids select @pi-tool-repair/preset-gigachat/3.5, not this preset
    ["ai-sage/GigaChat3.5-432B-A28B", false],
    ["gigachat-3.5", false],
    ["ai-sage/GigaChat3.1-702B-A36B-bf16", true],
    ["GigaChat3-10B-A1.8B-3.5bit", true],
  ]);
});
