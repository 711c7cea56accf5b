// What run.mjs and family.mjs measure with: tinybench medians budgeted by a first call, the two floors (one
// charCodeAt pass over a text, one JSON.parse of a valid JSON text of a size).
import { Bench } from "tinybench";

/** A single call above this (ms) is reported from its one timed run instead of being benchmarked. */
export const SINGLE_SHOT_ABOVE = 1500;

/** The measurement settings: `quick` runs 60 ms per measurement instead of 200 ms. */
export function settings(quick) {
  return { budget: quick ? 60 : 200, minIter: quick ? 2 : 5 };
}

/** The floor of one pass: a charCodeAt loop over the whole text. */
export function onePass(text) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h + text.charCodeAt(i)) | 0;
  return h;
}

/** A valid JSON text of exactly `size` characters: records in an array, padded with spaces. */
export function jsonOfSize(size) {
  const parts = [];
  let n = 2;
  for (let i = 0; ; i++) {
    const item = JSON.stringify({ id: i, name: `item ${i}`, path: `src/file-${i}.ts`, tags: ["a", "b"], ok: i % 2 === 0, score: i / 7 });
    if (n + item.length + 1 > size) break;
    parts.push(item);
    n += item.length + 1;
  }
  const text = `[${parts.join(",")}]`;
  return text.padEnd(size, " ");
}

/** Median latency (ms) of `fn` with tinybench, budgeted by a first single call. */
export async function measure(name, fn, { budget, minIter }) {
  const t0 = performance.now();
  fn();
  const first = performance.now() - t0;
  if (first > SINGLE_SHOT_ABOVE) return { ms: first, samples: 1, singleShot: true };
  // at least minIter runs (3 for slow calls) and `budget` ms, whichever is longer
  const bench = new Bench({ name, time: budget, iterations: first > 100 ? 3 : minIter, warmup: true, warmupIterations: first > 100 ? 1 : 5, warmupTime: 0, throws: true });
  bench.add(name, fn);
  await bench.run();
  const r = bench.tasks[0].result;
  if (!r || r.state !== "completed") throw new Error(`${name}: ${r?.state ?? "no result"} ${r?.error ?? ""}`);
  return { ms: r.latency.p50, samples: r.latency.samplesCount, singleShot: false };
}
