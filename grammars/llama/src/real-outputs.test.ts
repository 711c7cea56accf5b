import { GrammarTester } from "@pi-tool-repair/host/testing";
import { llama } from "./index.js";

const SEARCH = { brave_web_search: { type: "object", properties: { query: { type: "string" } } } };

// Real Llama outputs quoted in public issues (issue 35, outside-check generalisation).
new GrammarTester().run(llama, {
  positive: [
    {
      // https://github.com/vllm-project/vllm/issues/16214 (Llama 4 with vLLM's llama3_json parser, "sometimes I'll
      // just get a text content response like this"): the JSON call in Llama 4's python tags
      name: "Llama 4: a JSON call in <|python_start|> … <|python_end|> (vllm#16214)",
      text: '<|python_start|>{"name": "brave_web_search", "parameters": {"query": "latest news"}}<|python_end|>',
      tools: SEARCH,
      calls: [{ name: "brave_web_search", arguments: { query: "latest news" } }],
      strip: "",
    },
  ],
  negative: [
    // the same object inside a sentence: prose about a call, not a call (a bare JSON call stands on its own line)
    { name: "the vllm#16214 object inside a sentence", text: 'The model wrote {"name": "brave_web_search", "parameters": {"query": "latest news"}} as text.', tools: SEARCH },
  ],
});
