import { GrammarTester } from "@pi-tool-repair/host/testing";
import { minicpm } from "./index.js";

const WEATHER = { get_weather: { type: "object", properties: { location: { type: "string" }, city: { type: "string" } } } };

// Real MiniCPM 5 outputs quoted in public issues (issue 35, outside-check generalisation). The tester names the
// grammar, as preset-minicpm does for MiniCPM model ids.
new GrammarTester().run(minicpm, {
  positive: [
    {
      // https://github.com/jundot/omlx/issues/3429 (openbmb/MiniCPM5-2B-MLX in oMLX 0.6.4: "content is exactly" this,
      // tool_calls null, finish_reason "stop")
      name: "MiniCPM5-2B: a bare call as the whole reply (omlx#3429)",
      text: '<function name="get_weather"><param name="location">Rome</param></function>',
      tools: WEATHER,
      calls: [{ name: "get_weather", arguments: { location: "Rome" } }],
      strip: "",
    },
  ],
  negative: [
    // https://github.com/ollama/ollama/issues/18483 (minicpm5-2b in Ollama): the server dropped the `<function` and
    // `<param` tokens, so what is left names no tool call in any layout
    { name: "MiniCPM5-2B: the call with its tag tokens dropped by the server (ollama#18483)", text: ' name="get_weather"> name="city">Paris', tools: WEATHER },
  ],
});
