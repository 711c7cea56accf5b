import { piDefault } from "@pi-tool-repair/preset-pi-default";
import { call, itConfigures, itExtendsPiDefault, itMatchesModels, itProcessesMessages, itRepairsHabits, recovered, text, unchanged } from "../../../test/support/preset-table.js";
import { glm } from "./index.js";

const GLM_LEAK = "Reading it.\n<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>src/a.ts</arg_value>\n<arg_key>limit</arg_key>\n<arg_value>20</arg_value>\n</tool_call>";
const DSML_LEAK = '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">src/a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';

describe("@pi-tool-repair/preset-glm", () => {
  itExtendsPiDefault(glm, "@pi-tool-repair/preset-glm");

  itConfigures("turns on GLM recovery and anchor-bleed sanitizing for GLM ids", glm, "glm-4.6", { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["glm"] }, options: { glm: { jsonLiteralValues: false }, xlam: { toolRoleHeader: false }, renameAliasedField: { aliases: {} }, sanitizePatternAnchors: { anchorBleedModels: ["kimi-k2", "minimax", "glm", "zhipu", "z-ai", "zai-org"] } } });

  itProcessesMessages("glm-4.6", [
    { name: "an arg_key/arg_value leak becomes a read call", preset: glm, content: text(GLM_LEAK), out: recovered({ type: "text", text: "Reading it." }, call("read", { path: "src/a.ts", limit: 20 })), needs: ["glm"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(GLM_LEAK), out: unchanged(text(GLM_LEAK)), needs: ["glm"] },
    { name: "only the GLM grammar runs: a DSML leak stays text", preset: glm, content: text(DSML_LEAK), out: unchanged(text(DSML_LEAK)), needs: ["dsml"] },
  ]);

  itRepairsHabits(glm, "glm-4.6", [
    { tool: "read", input: { "path</arg_key>": "src/a.ts" }, output: { path: "src/a.ts" }, needs: ["stripGrammarTokenKeys"] },
    { tool: "edit", input: { path: "a.ts", edits: '[{"oldText":"a","newText":"b"}]' }, output: { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, needs: ["parseJsonString"] },
    { tool: "write", input: { path: "a.ts", content: ["line 1", "line 2"] }, output: { path: "a.ts", content: "line 1\nline 2" }, needs: ["joinStringArray"] },
  ]);

  itMatchesModels(glm, [
    ["glm-4.6", true],
    ["z-ai/glm-4.5-air", true],
    ["zai-org/GLM-5", true],
    ["chatglm3-6b", true],
    ["ZhipuAI/cogview", true],
    ["deepseek-v4-pro", false],
    ["kimi-k2", false],
  ]);
});
