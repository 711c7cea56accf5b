import { families } from "./families.mjs";
import { cliHost, cliCtx, message } from "./subject.mjs";
const name = process.argv[2] ?? "every loaded marker, dangling";
const text = families()[name](1048576);
const m = message(text);
cliHost.processMessage(m, cliCtx);
const acc = {};
for (const tap of cliHost.hooks.recover.taps) {
  const fn = tap.fn;
  tap.fn = (c, i, x) => { const t0 = performance.now(); const r = fn(c, i, x); acc[tap.name] = (acc[tap.name] ?? 0) + performance.now() - t0; return r; };
}
cliHost.hooks.recover._resetCompilation?.();
const N = 30;
for (let i = 0; i < 10; i++) cliHost.processMessage(m, cliCtx);
for (const k in acc) acc[k] = 0;
for (let i = 0; i < N; i++) cliHost.processMessage(m, cliCtx);
console.log(name, Object.entries(acc).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / N).toFixed(2)}`).join(", "));
