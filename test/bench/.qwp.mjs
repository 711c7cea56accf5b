import { Session } from "node:inspector/promises";
import { runGrammar } from "@pi-tool-repair/host/testing";
import { qwen } from "@pi-tool-repair/grammar-qwen";
const text = ["<tool_call>\n<function=f>\n<parameter=a>\nx\n", "<function=g>\n<parameter=b>\ny\n", '<tool_call>{"name": "a", '].join("").repeat(10000);
for (let i = 0; i < 5; i++) runGrammar([qwen], { text });
const s = new Session(); s.connect();
await s.post("Profiler.enable"); await s.post("Profiler.setSamplingInterval", { interval: 50 }); await s.post("Profiler.start");
const N = 10; for (let i = 0; i < N; i++) runGrammar([qwen], { text });
const { profile } = await s.post("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.replace(/.*\/work\/main\//, "")}:${n.callFrame.lineNumber + 1}`;
const incl = new Map(), self = new Map();
for (let k = 0; k < profile.samples.length; k++) { const dt = (profile.timeDeltas[k + 1] ?? 0) / 1000; let id = profile.samples[k]; const seen = new Set(); self.set(key(byId.get(id)), (self.get(key(byId.get(id))) ?? 0) + dt); while (id !== undefined) { const kk = key(byId.get(id)); if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + dt); } id = parent.get(id); } }
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / N).toFixed(2).padStart(7), ((self.get(k) ?? 0) / N).toFixed(2).padStart(7), k);
