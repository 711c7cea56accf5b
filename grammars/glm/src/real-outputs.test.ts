import { GrammarTester } from "@pi-tool-repair/host/testing";
import { glm } from "./index.js";

// Real GLM outputs quoted in public issues and pull requests (issue 35, outside-check generalisation).
new GrammarTester().run(glm, {
  positive: [
    {
      // https://github.com/osaurus-ai/vmlx-swift/pull/228 (a GLM-layout model): a call of a tool with no
      // parameters is the bare name, no `<arg_key>`
      name: "a zero-argument call, the bare name (vmlx-swift#228)",
      text: "<tool_call>list_mailboxes</tool_call>",
      tools: { list_mailboxes: { type: "object", properties: {} } },
      calls: [{ name: "list_mailboxes", arguments: {} }],
      strip: "",
    },
  ],
  negative: [
    // https://github.com/ml-explore/mlx-swift-lm/issues/491 (GLM-4-9B-0414): the name on a line, then the JSON, with
    // no marker at all: prose-like, no grammar's layout (vLLM, SGLang and llama.cpp do not read it either)
    { name: "GLM-4-0414: a markerless name and JSON (mlx-swift-lm#491)", text: 'get_weather\n{"location": "Paris", "unit": "celsius"}', tools: { get_weather: { type: "object", properties: { location: { type: "string" }, unit: { type: "string" } } } } },
  ],
});
