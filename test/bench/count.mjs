#!/usr/bin/env node
// One bench family's message run CALLS times, for instruction counts (ab.mjs --instructions runs it under
// `valgrind --tool=callgrind node --predictable`): `node test/bench/count.mjs ROOT NAME SIZE CALLS`. It loads the
// bench subject of the tree at ROOT (its own built packages), so one copy measures either side of an A/B.
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [root, name, size, calls] = process.argv.slice(2);
const { families } = await import(pathToFileURL(join(root, "test", "bench", "families.mjs")).href);
const { makeMessageRunner } = await import(pathToFileURL(join(root, "test", "bench", "subject.mjs")).href);
const make = families()[name];
if (!make) {
  process.stderr.write(`count.mjs: no family ${name}\n`);
  process.exit(2);
}
const { run } = makeMessageRunner(make(Number(size)));
for (let k = 0; k < Number(calls); k++) run();
