// Times one call of the naive baseline in a worker thread, so the benchmark can give up on a quadratic case after a timeout
// (a regex or a scanner cannot be interrupted on the main thread).
import { parentPort, workerData } from "node:worker_threads";
import { performance } from "node:perf_hooks";

const { text } = workerData;
const { naiveRecover } = await import("./naive.mjs");
const run = () => naiveRecover(text);
const t0 = performance.now();
run();
parentPort.postMessage({ ms: performance.now() - t0 });
