import { families } from "./families.mjs";
import { makeMessageRunner, cliHost, cliCtx } from "./subject.mjs";
const name = process.argv[2] ?? "thousands of complete calls";
const text = families()[name](1048576);
const { run, line } = makeMessageRunner(text);
const mode = process.argv[3] ?? "run";
const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
const t = [];
for (let i = 0; i < 60; i++) {
  let t0 = performance.now();
  if (mode === "run") run();
  else if (mode === "proc") { const m = JSON.parse(line).message; t0 = performance.now(); cliHost.processMessage(m, cliCtx); }
  if (i >= 20) t.push(performance.now() - t0);
}
console.log(mode, med(t).toFixed(2));
