// scratch: per-phase timings of one family (not committed)
import { families } from "./families.mjs";
import { makeMessageRunner, cliHost, cliCtx } from "./subject.mjs";
import { writeAnswer } from "@pi-tool-repair/preset-pi-default/cli";
import { PerformanceObserver } from "node:perf_hooks";
const name = process.argv[2] ?? "thousands of complete calls";
const size = Number(process.argv[3] ?? 1048576);
const text = families()[name](size);
const { run, line } = makeMessageRunner(text);
let gcMs = 0, gcN = 0;
new PerformanceObserver((l) => { for (const e of l.getEntries()) { gcMs += e.duration; gcN++; } }).observe({ entryTypes: ["gc"] });
for (let i = 0; i < 30; i++) run();
const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
const T = { total: [], parse: [], proc: [], write: [], gc: [] };
for (let i = 0; i < 25; i++) {
  gcMs = 0; gcN = 0;
  let t0 = performance.now();
  run();
  T.total.push(performance.now() - t0);
  await new Promise((r) => setImmediate(r));
  T.gc.push(gcMs);
  t0 = performance.now();
  const msg = JSON.parse(line);
  T.parse.push(performance.now() - t0);
  t0 = performance.now();
  const r = cliHost.processMessage(msg.message, cliCtx);
  T.proc.push(performance.now() - t0);
  t0 = performance.now();
  let n = 0; writeAnswer({ message: r.message, changed: r.changed, recovered: r.recovered, stripped: r.stripped }, (s) => (n += s.length));
  T.write.push(performance.now() - t0);
}
console.log(name, Object.fromEntries(Object.entries(T).map(([k, v]) => [k, +med(v).toFixed(2)])));
