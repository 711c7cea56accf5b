import { families } from "./families.mjs";
import { cliHost, cliCtx, message } from "./subject.mjs";
import { ForwardSearch } from "@pi-tool-repair/grammar-kit";
const name = process.argv[2] ?? "every loaded marker, dangling";
const text = families()[name](1048576);
const stats = new Map();
const orig = ForwardSearch.prototype.indexOf;
const origStrIndexOf = String.prototype.indexOf;
let inFS = false;
ForwardSearch.prototype.indexOf = function (lit, from) {
  const s = stats.get(lit) ?? { calls: 0, native: 0, chars: 0 };
  stats.set(lit, s);
  s.calls++;
  inFS = lit;
  const r = orig.call(this, lit, from);
  inFS = false;
  return r;
};
String.prototype.indexOf = function (lit, from) {
  const r = origStrIndexOf.call(this, lit, from);
  if (inFS && this.length > 100000) { const s = stats.get(inFS); s.native++; s.chars += (r < 0 ? this.length : r) - (from ?? 0); }
  return r;
};
cliHost.processMessage(message(text), cliCtx);
String.prototype.indexOf = origStrIndexOf;
for (const [lit, s] of [...stats].sort((a, b) => b[1].chars - a[1].chars).slice(0, 25)) console.log(JSON.stringify(lit).padEnd(30), s.calls, s.native, (s.chars / 1e6).toFixed(2) + "M chars");
