import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, itRepairsHabits, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { deepseek } from "./index.js";

const DSML_LEAK =
  'Let me read it.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">src/a.ts</｜DSML｜parameter>\n' +
  '<｜DSML｜parameter name="limit" string="false">20</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';
/** DeepSeek-R1-Distill-Llama-8B under vLLM (vllm-project/vllm#28219): Llama 3.1's bare JSON call in the content. */
const BARE_JSON = '{"name": "read", "parameters": {"path": "src/a.ts"}}';
const MISTRAL_LEAK = '[TOOL_CALLS]read[ARGS]{"path":"src/a.ts"}';

describe("@pi-tool-repair/preset-deepseek", () => {
  itExtendsPiDefault(deepseek, "@pi-tool-repair/preset-deepseek");

  itConfigures("turns on DSML and bare JSON recovery", deepseek, "deepseek-v4-pro", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["dsml", "llama"] } });

  itProcessesMessages("deepseek-v4-pro", [
    { name: "a DSML leak becomes a read call, typed by string=", preset: deepseek, content: text(DSML_LEAK), out: recovered({ type: "text", text: "Let me read it." }, call("read", { path: "src/a.ts", limit: 20 })), needs: ["dsml"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(DSML_LEAK), out: unchanged(text(DSML_LEAK)), needs: ["dsml"] },
    { name: "only DSML and Llama run: a Mistral leak stays text", preset: deepseek, content: text(MISTRAL_LEAK), out: unchanged(text(MISTRAL_LEAK)), needs: ["mistral"] },
  ]);

  itProcessesMessages("deepseek-ai/DeepSeek-R1-Distill-Llama-8B", [
    { name: "a distill's bare Llama 3.1 JSON call becomes a read call", preset: deepseek, content: text(BARE_JSON), out: recovered(call("read", { path: "src/a.ts" })), needs: ["llama"] },
    { name: "bare JSON after prose on its line stays text (the own-line rule)", preset: deepseek, content: text(`I will call ${BARE_JSON}`), out: unchanged(text(`I will call ${BARE_JSON}`)), needs: ["llama"] },
  ]);

  itRepairsHabits(deepseek, "deepseek-v4-pro", [
    { tool: "read", input: { path: "src/a.ts", offset: null, limit: "" }, output: { path: "src/a.ts" }, needs: ["dropEmptyPlaceholder", "dropNullOptional"] },
    { tool: "read", input: '```json\n{"path": "src/a.ts"}\n```', output: { path: "src/a.ts" }, needs: ["parseRawArguments"] },
  ]);

  itMatchesModels(deepseek, [
    ["deepseek-v4-pro", true],
    ["DeepSeek-V3.2-Exp", true],
    ["deepseek/deepseek-chat", true],
    ["deepseek-reasoner", true],
    ["qwen3-coder-480b", false],
    ["gpt-4o", false],
  ]);
});
