import { families } from "./families.mjs";
import { cliHost, cliCtx, message } from "./subject.mjs";
const name = process.argv[2] ?? "thousands of complete calls";
const text = families()[name](Number(process.argv[3] ?? 1048576));
const counts = {}, scans = {};
const h = cliHost;
for (const p of h.plugins.filter((p) => p.kind === "grammar")) {
  const orig = p.scan;
}
h.hooks.recover.intercept({ call() {}, tap(t) {} });
// wrap each tap fn to count candidates added
for (const tap of h.hooks.recover.taps) {
  const fn = tap.fn;
  tap.fn = (cands, input, ctx) => { const before = cands.length; const r = fn(cands, input, ctx); counts[tap.name] = (counts[tap.name] ?? 0) + (r.length - before); return r; };
}
h.hooks.recover._resetCompilation?.();
const r = h.processMessage(message(text), cliCtx);
console.log("recovered", r.recovered.length, "stripped", r.stripped, counts);
console.log("markers", [...h.plugins.filter((p) => p.kind === "grammar")].map((g) => g.name + ":" + g.markers.length).join(" "));
