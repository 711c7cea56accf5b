import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { gigachat35 } from "./gigachat35.js";

/** The SGLang GigaChat 3.5 cookbook's layout (`<｜GCML｜tool_calls>` … one invoke per call), with pi's read tool. */
const GCML = '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="read">\n<｜GCML｜parameter name="path" string="true">src/a.ts</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls></s>';
const DSML = '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">src/a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';
const V31 = '<|function_call|>{"name": "read", "arguments": {"path": "src/a.ts"}}</s>';

describe("@pi-tool-repair/preset-gigachat/3.5", () => {
  itExtendsPiDefault(gigachat35, "@pi-tool-repair/preset-gigachat/3.5");

  itConfigures("turns on GCML recovery only", gigachat35, "ai-sage/GigaChat3.5-432B-A28B", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["gcml"] } });

  itProcessesMessages("ai-sage/GigaChat3.5-432B-A28B", [
    { name: "a GCML leak becomes a read call (the </s> after it goes too)", preset: gigachat35, content: text("Reading.\n\n" + GCML), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["gcml"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(GCML), out: unchanged(text(GCML)), needs: ["gcml"] },
    { name: "only gcml runs: a DSML block stays text", preset: gigachat35, content: text(DSML), out: unchanged(text(DSML)), needs: ["dsml"] },
    { name: "only gcml runs: a 3.1 <|function_call|> leak stays text", preset: gigachat35, content: text(V31), out: unchanged(text(V31)), needs: ["gigachat"] },
  ]);

  itMatchesModels(gigachat35, [
    ["ai-sage/GigaChat3.5-432B-A28B", true],
    ["ai-sage/GigaChat3.5-432B-A28B-bf16", true],
    ["ai-sage/GigaChat3.5-432B-A28B-base", true],
    ["ai-sage/GigaChat-3.5", true],
    ["gigachat3.5-432b-a28b-q4_k_m.gguf", true],
    ["GigaChat 3.5 Reasoning", true],
    ["ai-sage/GigaChat3.1-702B-A36B", false],
    ["ai-sage/GigaChat3-10B-A1.8B", false],
    ["GigaChat-2-Max", false],
    ["gigachat3.55", false],
    ["notgigachat3.5", false],
    ["deepseek-v3.5", false],
  ]);
});
