import { runGrammar } from "@pi-tool-repair/host/testing";
import { qwen } from "@pi-tool-repair/grammar-qwen";
import { seedOss } from "@pi-tool-repair/grammar-seed-oss";
import { step3 } from "@pi-tool-repair/grammar-step3";
const which = process.argv[2] ?? "qwen";
const unit = { qwen: ["<tool_call>\n<function=f>\n<parameter=a>\nx\n", "<function=g>\n<parameter=b>\ny\n", '<tool_call>{"name": "a", '].join(""), seed: "<seed:tool_call>\n<function=f>\n<parameter=a>\nx\n", step3: '<｜tool_calls_begin｜><｜tool_call_begin｜><steptml:invoke name="f"><steptml:parameter name="a">x' }[which];
const plugin = { qwen, seed: seedOss, step3 }[which];
for (const n of [1000, 10000]) {
  const text = unit.repeat(n);
  for (let i = 0; i < 5; i++) runGrammar([plugin], { text });
  const t0 = performance.now(); for (let i = 0; i < 5; i++) runGrammar([plugin], { text }); console.log(which, n, ((performance.now() - t0) / 5).toFixed(1), "ms");
}
