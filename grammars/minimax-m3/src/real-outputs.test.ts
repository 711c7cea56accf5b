import { GrammarTester } from "@pi-tool-repair/host/testing";
import { minimaxM3 } from "./index.js";

// Real MiniMax-M3 outputs quoted in public issues and pull requests (issue 35, outside-check generalisation).
new GrammarTester().run(minimaxM3, {
  positive: [
    {
      // https://github.com/ml-explore/mlx-lm/pull/1416 (the output the PR quotes as what M3 emits; mlx_lm.server
      // returned it as content with tool_calls null)
      name: "MiniMax-M3: a call after prose (mlx-lm#1416)",
      text: 'I\'ll check the time.]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">\n]<]minimax[>[<location>Paris]<]minimax[>[</location>\n]<]minimax[>[<days>3]<]minimax[>[</days>\n]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
      tools: { get_weather: { type: "object", properties: { location: { type: "string" }, days: { type: "integer" } } } },
      calls: [{ name: "get_weather", arguments: { location: "Paris", days: 3 } }],
      strip: "I'll check the time.",
    },
  ],
  negative: [
    // https://github.com/github/app/issues/2128 (the MiniMax API): the tail of a call, no `<tool_call>` opener and no
    // `<invoke name=…>`: nobody knows which tool was meant
    { name: "MiniMax-M3: a call's tail without its opener or invoke (github/app#2128)", text: "]<]minimax[>[]<]minimax[>[<initial_wait>10]<]minimax[>[</initial_wait>]<]minimax[>[\n]<]minimax[>[</tool_call>" },
  ],
});
