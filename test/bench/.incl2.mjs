import { Session } from "node:inspector/promises";
import { families } from "./families.mjs";
import { cliHost, cliCtx } from "./subject.mjs";
const name = process.argv[2] ?? "thousands of complete calls";
const N = Number(process.argv[3] ?? 30);
const text = families()[name](1048576);
const run = () => cliHost.scanText(text, "text", cliCtx);
for (let i = 0; i < 20; i++) run();
const s = new Session(); s.connect();
await s.post("Profiler.enable");
await s.post("Profiler.setSamplingInterval", { interval: 40 });
await s.post("Profiler.start");
for (let i = 0; i < N; i++) run();
const { profile } = await s.post("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.replace(/.*\/work\/main\//, "")}:${n.callFrame.lineNumber + 1}`;
const incl = new Map(), self = new Map();
let total = 0;
for (let k = 0; k < profile.samples.length; k++) {
  const dt = (profile.timeDeltas[k + 1] ?? 0) / 1000;
  total += dt;
  let id = profile.samples[k];
  const seen = new Set();
  self.set(key(byId.get(id)), (self.get(key(byId.get(id))) ?? 0) + dt);
  while (id !== undefined) { const kk = key(byId.get(id)); if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + dt); } id = parent.get(id); }
}
console.log("ms/scan total", (total / N).toFixed(1));
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 50))) console.log((v / N).toFixed(2).padStart(7), ((self.get(k) ?? 0) / N).toFixed(2).padStart(7), k);
