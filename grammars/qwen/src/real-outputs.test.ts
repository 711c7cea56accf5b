import { GrammarTester } from "@pi-tool-repair/host/testing";
import { qwen } from "./index.js";

const SEARCH = { search_products: { type: "object", properties: { query: { type: "string" }, category: { type: "string" }, max_price: { type: "number" } } } };

// Real Qwen outputs quoted in public issues (issue 35, outside-check generalisation).
new GrammarTester().run(qwen, {
  positive: [
    {
      // https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/821 (qwen/qwen3-4b in LM Studio: finish_reason
      // "stop", tool_calls empty): an empty reasoning block, then the Hermes call
      name: "Qwen3-4B: a Hermes call after an empty <think> block (LM Studio#821)",
      text: '<think>\n\n</think>\n\n<tool_call>\n{"name": "search_products", "arguments": {"query": "Dell", "category": "electronics", "max_price": 50}}\n</tool_call>',
      tools: SEARCH,
      calls: [{ name: "search_products", arguments: { query: "Dell", category: "electronics", max_price: 50 } }],
      strip: "<think>\n\n</think>",
    },
  ],
  negative: [
    // the same call inside the reasoning block: thinking about a call is not making it
    {
      name: "the LM Studio#821 call moved inside <think>",
      text: '<think>\n<tool_call>\n{"name": "search_products", "arguments": {"query": "Dell", "category": "electronics", "max_price": 50}}\n</tool_call>\n</think>\n\nDone.',
      tools: SEARCH,
    },
  ],
});
