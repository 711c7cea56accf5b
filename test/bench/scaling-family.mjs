#!/usr/bin/env node
// One bench family at one size with one grammar configuration of ./scaling.mjs, in a process of its own:
// `node test/bench/scaling-family.mjs NAME SIZE first|all [--quick]`. It prints one JSON line: the median of
// `processMessage` on the text (`host`), the grammars loaded, and the counted work of one more, untimed run.
import { families } from "./families.mjs";
import { measure, settings } from "./measure.mjs";
import { configurations, countWork, hostWith, runnerFor } from "./scaling.mjs";

const [name, sizeArg, set, ...rest] = process.argv.slice(2);
const make = families()[name];
const size = Number(sizeArg);
const grammarList = configurations()[set];
if (!make || !Number.isInteger(size) || size <= 0 || !grammarList) {
  process.stderr.write(`scaling-family.mjs: usage: node test/bench/scaling-family.mjs NAME SIZE first|all [--quick]; families: ${Object.keys(families()).join(" | ")}\n`);
  process.exit(2);
}
const quick = rest.includes("--quick");
const text = make(size);
const run = runnerFor(hostWith(grammarList, set), text);
// warm up as family.mjs does (a long-lived process), then the median
const t0 = performance.now();
for (let k = 0; k < 10 || performance.now() - t0 < (quick ? 300 : 1000); k++) {
  run();
  if (performance.now() - t0 > 10_000) break;
}
const host = await measure(`${set} ${name}`, run, { ...settings(quick), minIter: quick ? 5 : 10, budget: quick ? 200 : 600 });
const work = countWork(grammarList, text);
process.stdout.write(JSON.stringify({ host, grammars: grammarList.length, size: text.length, work }) + "\n");
