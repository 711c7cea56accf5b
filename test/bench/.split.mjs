import { families } from "./families.mjs";
import { cliHost, cliCtx, message, makeMessageRunner } from "./subject.mjs";
import { writeAnswer } from "@pi-tool-repair/preset-pi-default/cli";
const name = process.argv[2] ?? "thousands of complete calls";
const text = families()[name](1048576);
const { line } = makeMessageRunner(text);
const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
function time(label, fn, n = 40) {
  for (let i = 0; i < 15; i++) fn();
  const t = [];
  for (let i = 0; i < n; i++) { const t0 = performance.now(); fn(); t.push(performance.now() - t0); }
  console.log(label.padEnd(20), med(t).toFixed(2));
}
time("JSON.parse line", () => JSON.parse(line));
time("scanText", () => cliHost.scanText(text, "text", cliCtx));
const m = message(text);
time("processMessage", () => cliHost.processMessage(m, cliCtx));
const r = cliHost.processMessage(m, cliCtx);
const ans = { message: r.message, changed: r.changed, recovered: r.recovered, stripped: r.stripped };
time("writeAnswer", () => { let n = 0; writeAnswer(ans, (s) => (n += s.length)); });
time("JSON.stringify", () => JSON.stringify(ans));
const calls = r.message.content.filter((b) => b.type === "toolCall");
time("repairArguments×N", () => { for (const c of calls) cliHost.repairArguments(c.name, c.arguments, cliCtx.tools.get(c.name), cliCtx); });
const stripCtx = { ...cliCtx, config: { ...cliCtx.config, grammar: { ...cliCtx.config.grammar, mode: "strip" } } };
time("processMessage strip", () => cliHost.processMessage(m, stripCtx));
time("scanText again", () => cliHost.scanText(text, "text", cliCtx));
time("processMessage again", () => cliHost.processMessage(m, cliCtx));
