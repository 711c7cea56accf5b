#!/usr/bin/env node
// One bench family at one size, in a process of its own (as issue 11 measures: one long-lived process per
// input, process start excluded): `node test/bench/family.mjs NAME SIZE [--quick]`. It prints one JSON line:
// the median of the command line's entry on the text (`host`), the floors measured in this same process
// (`pass`: one charCodeAt pass over the text; `json`: one JSON.parse of a valid JSON text of the same size),
// and how many calls the answer recovered. run.mjs starts one per row, with a timeout.
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
const how = settings(rest.includes("--quick"));
const text = make(size);
const json = jsonOfSize(size);
const { run } = makeMessageRunner(text);
const outcome = run();
const pass = await measure(`one pass ${name}`, () => onePass(text), how);
const floor = await measure(`JSON.parse ${size}`, () => JSON.parse(json), how);
const host = await measure(`host ${name}`, run, how);
process.stdout.write(JSON.stringify({ host, pass, json: floor, calls: outcome.recovered?.length ?? 0 }) + "\n");
