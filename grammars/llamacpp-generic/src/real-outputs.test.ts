import { collapse, runGrammar, visibleText, type GrammarCase } from "@pi-tool-repair/host/testing";
import { llamacppGeneric } from "./index.js";

// Real outputs quoted in public issues (issue 35, outside-check generalisation).
/** Complete calls the client failed to run: each is recovered, and `strip` is the text left. */
const POSITIVE: { name: string; text: string; tools: NonNullable<GrammarCase["tools"]>; calls: { name: string; arguments: unknown }[]; strip: string }[] = [
  {
    // https://github.com/ggml-org/llama.cpp/issues/14697 (Devstral in llama-server: the call came back as content,
    // in llama.cpp's generic `{"tool_calls": […]}` shape, pretty-printed, with an `id`)
    name: 'Devstral: a pretty-printed {"tool_calls": […]} with an id (llama.cpp#14697)',
    text: '{\n  "tool_calls": [\n    {\n      "name": "file_view",\n      "arguments": {\n        "path": "src/util.rs",\n        "view_range": [\n          20,\n          40\n        ]\n      },\n      "id": "162875335"\n    }\n  ]\n}',
    tools: { file_view: { type: "object", properties: { path: { type: "string" }, view_range: { type: "array", items: { type: "integer" } } } } },
    calls: [{ name: "file_view", arguments: { path: "src/util.rs", view_range: [20, 40] } }],
    strip: "",
  },
];

describe("llamacppGeneric (real outputs)", () => {
  for (const c of POSITIVE) {
    it(c.name, () => {
      const r = runGrammar([llamacppGeneric], { text: c.text, tools: c.tools });
      expect(r.recovered.map((x) => ({ name: x.name, arguments: x.arguments }))).toEqual(c.calls);
      expect(collapse(visibleText(r.message))).toBe(collapse(c.strip));
    });
  }
});
