import { families } from "./families.mjs";
import { cliHost, cliCtx, message } from "./subject.mjs";
const name = process.argv[2] ?? "every loaded marker, dangling";
const text = families()[name](1048576);
let t0 = 0, round = 0; const times = [[], [], []];
cliHost.hooks.recover.intercept({ call: () => { t0 = performance.now(); }, result: () => { times[round++].push(performance.now() - t0); }, done: () => { times[round++].push(performance.now() - t0); } });
const m = message(text);
for (let i = 0; i < 40; i++) { round = 0; const s = performance.now(); cliHost.processMessage(m, cliCtx); if (i == 39) console.log("total", (performance.now() - s).toFixed(1)); }
const med = (a) => a.length ? a.sort((p, q) => p - q)[a.length >> 1].toFixed(2) : "-";
console.log(name, "recover hook per round:", times.map(med).join(" / "), "counts", times.map(t => t.length).join(","));
