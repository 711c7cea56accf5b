import { families } from "./families.mjs";
import { makeMessageRunner, cliHost, cliCtx, message } from "./subject.mjs";
import v8 from "node:v8";
const text = families()["thousands of complete calls"](1048576);
const m = message(text);
for (let i = 0; i < 5; i++) cliHost.processMessage(m, cliCtx);
gc(); gc();
const h0 = process.memoryUsage().heapUsed;
const keep = cliHost.processMessage(m, cliCtx);
gc(); gc();
const h1 = process.memoryUsage().heapUsed;
console.log("answer retained MB", ((h1 - h0) / 1e6).toFixed(2), "per call bytes", ((h1 - h0) / keep.recovered.length).toFixed(0));
// what one call holds
const b = keep.message.content[1];
console.log(JSON.stringify(b), JSON.stringify(keep.calls[0]), JSON.stringify(keep.recovered[0]));
console.log(v8.getHeapSpaceStatistics().map(s => s.space_name + ":" + (s.space_used_size/1e6).toFixed(1)).join(" "));
