#!/usr/bin/env node
// One bench family at one size, in a process of its own (as issue 11 measures: one long-lived process per
// input, process start excluded): `node test/bench/family.mjs NAME SIZE [--quick]`. It prints one JSON line:
// the median of the command line's entry on the text (`host`), the floors measured in this same process
// (`pass`: one charCodeAt pass over the text; `json`: one JSON.parse of a valid JSON text of the same size),
// and how many calls the answer recovered, each after a warm-up. run.mjs starts one per row, with a timeout.
import { families } from "./families.mjs";
import { jsonOfSize, measure, onePass, settings } from "./measure.mjs";
import { makeMessageRunner } from "./subject.mjs";

const [name, sizeArg, ...rest] = process.argv.slice(2);
const make = families()[name];
const size = Number(sizeArg);
if (!make || !Number.isInteger(size) || size <= 0) {
  process.stderr.write(`family.mjs: usage: node test/bench/family.mjs NAME SIZE [--quick]; families: ${Object.keys(families()).join(" | ")}\n`);
  process.exit(2);
}
const quick = rest.includes("--quick");
// a long-lived process: every measurement runs after the process has warmed up on it (the heap grown to the
// input's size, the code optimized), for at least WARM_MS and 10 calls, then at least 10 samples
const WARM_MS = quick ? 300 : 1000;
const how = { ...settings(quick), minIter: quick ? 5 : 10, budget: quick ? 200 : 600 };
const text = make(size);
const { run } = makeMessageRunner(text);
const outcome = run();
function warm(fn) {
  const t0 = performance.now();
  for (let k = 0; k < 10 || performance.now() - t0 < WARM_MS; k++) {
    fn();
    if (performance.now() - t0 > 10 * WARM_MS) break; // a slow case: measure() takes a single shot
  }
}
// the message first: the floors' garbage (a megabyte of parsed JSON records) is not left in its heap
const first = performance.now();
run();
if (performance.now() - first < 1500) warm(run); // a single call over 1.5 s is measured once (measure.mjs)
const host = await measure(`host ${name}`, run, how);
const json = jsonOfSize(size);
const parseJson = () => JSON.parse(json);
const passOnce = () => onePass(text);
warm(passOnce);
const pass = await measure(`one pass ${name}`, passOnce, how);
warm(parseJson);
const floor = await measure(`JSON.parse ${size}`, parseJson, how);
process.stdout.write(JSON.stringify({ host, pass, json: floor, calls: outcome.recovered?.length ?? 0 }) + "\n");
