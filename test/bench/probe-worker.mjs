// Times one call in a worker thread, so the benchmark can give up on a quadratic case after a timeout
// (a regex or a scanner cannot be interrupted on the main thread).
import { parentPort, workerData } from "node:worker_threads";
import { performance } from "node:perf_hooks";

const { kind, text } = workerData;
let run;
if (kind === "naive") {
  const { naiveRecover } = await import("./naive.mjs");
  run = () => naiveRecover(text);
} else {
  const { makeMessageRunner } = await import("./subject.mjs");
  run = makeMessageRunner(text).run;
}
const t0 = performance.now();
run();
parentPort.postMessage({ ms: performance.now() - t0 });
