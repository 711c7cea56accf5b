#!/usr/bin/env node
// pi-tool-repair benchmark: `npm run bench` (builds first) or `node test/bench/run.mjs [--json FILE] [--quick] [--only hostile]`.
//
// Tables, in one run:
//   1. processMessage (full default preset, grammar recovery on) over clean prose, prose with fences and the
//      adversarial inputs, at 100 KB and 1 MB: median time, ops/s, "× floor" (against one plain indexOf
//      pass of every loaded grammar's markers over the same text), the naive regex baseline and the
//      speed-up, and the 1 MB / 100 KB ratio (linear ≈ 10).
//   2. repairArguments: a valid call (against the bare compiled ajv validation), typical repairs, a 1 MB
//      string field, a 10 000-element stringified array.
//   3. hostile schemas (./hostile.mjs): a backtracking pattern, a huge enum, a meta-schema $id, memory.
// Every 1 MB case is first timed once in a worker with a timeout, so a quadratic case cannot stall the run.
// The arguments are read before anything else is loaded, so `--help` and usage errors need no build.
const USAGE = `usage: node test/bench/run.mjs [--json FILE] [--quick] [--only hostile]

The pi-tool-repair benchmark (\`npm run bench\` builds first, then runs this). It loads the built packages
(dist/), so run \`node scripts/build.mjs\` before calling it directly.

  --json FILE     also write the results to FILE as JSON
  --quick         a shorter run: 60 ms per measurement instead of 200 ms, smaller hostile inputs
  --only hostile  run only the hostile-schema and hardening table (./hostile.mjs)
  -h, --help      print this help and exit
`;
const argv = process.argv.slice(2);
let jsonFile;
let quick = false;
let only;
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === "-h" || a === "--help") {
    process.stdout.write(USAGE);
    process.exit(0);
  } else if (a === "--quick") quick = true;
  else if (a === "--json" && argv[i + 1] !== undefined && !argv[i + 1].startsWith("-")) jsonFile = argv[++i];
  else if (a === "--only" && argv[i + 1] === "hostile") only = argv[++i];
  else {
    process.stderr.write(`run.mjs: ${a === "--json" ? "--json takes a FILE" : a === "--only" ? "--only takes: hostile" : `unexpected argument ${a}`}\n${USAGE}`);
    process.exit(2);
  }
}

const { Bench } = await import("tinybench");
const { Worker } = await import("node:worker_threads");
const { writeFileSync } = await import("node:fs");
const { cpus } = await import("node:os");
const { performance } = await import("node:perf_hooks");
const { validateWithAjv } = await import("@pi-tool-repair/host");
const { PI_TOOL_SCHEMAS } = await import("@pi-tool-repair/preset-pi-default");
const { ADVERSARIAL, MANY_SPANS, allMarkers, prose, proseWithFences } = await import("./inputs.mjs");
const { naiveRecover } = await import("./naive.mjs");
const { runHostile } = await import("./hostile.mjs");
const { table } = await import("./table.mjs");
const { ctx, host, loadedGrammars, loadedRules, makeMessageRunner } = await import("./subject.mjs");

if (only === "hostile") {
  await runHostile({ quick });
  process.exit(0);
}

const KB = 1024;
const MB = 1024 * 1024;
/** Time budget of one measurement (ms); tinybench also runs at least MIN_ITER iterations. */
const BUDGET = quick ? 60 : 200;
const MIN_ITER = quick ? 2 : 5;
/** A single call above this (ms) is reported from its one timed run instead of being benchmarked. */
const SINGLE_SHOT_ABOVE = 1500;
const HOST_TIMEOUT = 10_000;
const NAIVE_TIMEOUT = 4_000;
const started = performance.now();

const grammars = loadedGrammars();
const markers = [...new Set(grammars.flatMap((g) => g.markers))];
/** The floor also looks for fences, which the host finds once per text. */
const floorMarkers = [...markers, "```", "~~~", "`"];

function floorScan(text) {
  let hits = 0;
  for (const m of floorMarkers) {
    for (let i = text.indexOf(m); i >= 0; i = text.indexOf(m, i + m.length)) hits++;
  }
  return hits;
}

/** Median latency (ms) of `fn` with tinybench, budgeted by a first single call. */
async function measure(name, fn) {
  const t0 = performance.now();
  fn();
  const first = performance.now() - t0;
  if (first > SINGLE_SHOT_ABOVE) return { ms: first, samples: 1, singleShot: true };
  // at least MIN_ITER runs (3 for slow calls) and BUDGET ms, whichever is longer
  const bench = new Bench({ name, time: BUDGET, iterations: first > 100 ? 3 : MIN_ITER, warmup: true, warmupIterations: first > 100 ? 1 : 5, warmupTime: 0, throws: true });
  bench.add(name, fn);
  await bench.run();
  const r = bench.tasks[0].result;
  if (!r || r.state !== "completed") throw new Error(`${name}: ${r?.state ?? "no result"} ${r?.error ?? ""}`);
  return { ms: r.latency.p50, samples: r.latency.samplesCount, singleShot: false };
}

/** One timed call in a worker thread; `undefined` when it did not finish in `timeout` ms. */
function probeInWorker(kind, text, timeout) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./probe-worker.mjs", import.meta.url), { workerData: { kind, text } });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(undefined);
    }, timeout);
    worker.once("message", (m) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(m.ms);
    });
    worker.once("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/** Measures `kind` on `text`; 1 MB inputs are probed in a worker first. */
async function timed(kind, text, fn, big) {
  if (big) {
    const timeout = kind === "naive" ? NAIVE_TIMEOUT : HOST_TIMEOUT;
    const ms = await probeInWorker(kind, text, timeout);
    if (ms === undefined) return { ms: Infinity, timeout, samples: 0, singleShot: true };
    if (ms > SINGLE_SHOT_ABOVE) return { ms, samples: 1, singleShot: true };
  }
  return measure(`${kind} ${text.length}`, fn);
}

const fmtMs = (r) => (r.ms === Infinity ? `> ${r.timeout} ms` : r.ms >= 100 ? `${r.ms.toFixed(0)} ms` : r.ms >= 1 ? `${r.ms.toFixed(2)} ms` : r.ms >= 0.001 ? `${(r.ms * 1000).toFixed(1)} µs` : `${(r.ms * 1e6).toFixed(0)} ns`) + (r.singleShot && r.ms !== Infinity ? " (1 run)" : "");
const fmtOps = (r) => (r.ms === Infinity ? "-" : (1000 / r.ms).toFixed(r.ms > 100 ? 2 : 0));
const fmtSize = (n) => (n >= MB ? `${(n / MB).toFixed(n % MB ? 1 : 0)} MB` : `${Math.round(n / KB)} KB`);
const ratio = (a, b) => (a.ms === Infinity ? `> ${(a.timeout / b.ms).toFixed(0)}` : (a.ms / b.ms).toFixed(1));


// ---------------------------------------------------------------------------------------------- setup
console.log(`pi-tool-repair bench: node ${process.version}, ${cpus().length} cpu (${cpus()[0]?.model ?? "?"})${quick ? ", --quick" : ""}`);
console.log(`grammars loaded (${grammars.length}): ${grammars.map((g) => g.name).join(", ") || "none"}`);
console.log(`rules loaded (${loadedRules().length}): ${loadedRules().map((r) => r.name).join(", ") || "none"}`);
console.log(`floor: indexOf over the text for each of ${floorMarkers.length} literals (every loaded grammar's markers, and the fence characters)\n`);

const inputs = [
  { name: "clean prose", sizes: [10 * KB, 100 * KB, MB], make: (n) => prose(n) },
  { name: "prose with code fences", sizes: [100 * KB, MB], make: proseWithFences },
  ...Object.entries(ADVERSARIAL).map(([name, make]) => ({ name, sizes: [100 * KB, MB], make, adversarial: true })),
  { name: "every loaded marker, dangling", sizes: [100 * KB, MB], make: (n) => allMarkers(markers, n), adversarial: true },
  ...Object.entries(MANY_SPANS).map(([name, make]) => ({ name, sizes: [100 * KB, MB], make, adversarial: true })),
];

// ------------------------------------------------------------------------------------- message table
const messageRows = [];
const results = { environment: { node: process.version, cpus: cpus().length, grammars: grammars.map((g) => g.name), rules: loadedRules().map((r) => r.name) }, message: [], arguments: [] };
for (const input of inputs) {
  const bySize = new Map();
  for (const size of input.sizes) {
    const text = input.make(size);
    const big = size >= MB;
    const { run } = makeMessageRunner(text);
    const outcome = run();
    const floor = await measure(`floor ${input.name} ${size}`, () => floorScan(text));
    const mine = await timed("host", text, run, big);
    const naive = await timed("naive", text, () => naiveRecover(text), big);
    bySize.set(size, mine);
    const small = bySize.get(100 * KB);
    const growth = big && small ? ratio(mine, small) : "";
    messageRows.push([input.name, fmtSize(size), fmtOps(mine), fmtMs(mine), ratio(mine, floor), fmtMs(naive), ratio(naive, mine), growth, outcome.recovered.length]);
    results.message.push({
      input: input.name,
      size,
      adversarial: !!input.adversarial,
      ms: mine.ms,
      floorMs: floor.ms,
      timesFloor: mine.ms / floor.ms,
      naiveMs: naive.ms === Infinity ? null : naive.ms,
      naiveTimedOut: naive.ms === Infinity,
      ratio1MBto100KB: big && small ? mine.ms / small.ms : null,
      recovered: outcome.recovered.length,
      singleShot: mine.singleShot,
    });
    process.stderr.write(".");
  }
}
process.stderr.write("\n");
console.log("## processMessage (default preset, grammar recovery on, requireKnownTool off)\n");
table(["input", "size", "ops/s", "median", "× floor", "naive regex", "speed-up", "1 MB / 100 KB", "calls"], messageRows);

// ----------------------------------------------------------------------------------- arguments table
const S = PI_TOOL_SCHEMAS;
const big = "x".repeat(MB - 20) + "\n\"quoted\" \\ ünï";
const tenThousand = JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ oldText: `old ${i}`, newText: `new ${i}` })));
const argCases = [
  ["valid call (read)", "read", { path: "src/a.ts", offset: 10, limit: 50 }],
  ["valid call (edit, 3 edits)", "edit", { path: "src/a.ts", edits: [{ oldText: "a", newText: "b" }, { oldText: "c", newText: "d" }, { oldText: "e", newText: "f" }] }],
  ["null optional", "grep", { pattern: "foo", path: null, glob: null }],
  ["numeric string", "bash", { command: "npm test", timeout: "120" }],
  ["boolean string", "grep", { pattern: "foo", ignoreCase: "true" }],
  ["number for string", "read", { path: 42 }],
  ["alias field", "write", { path: "a.md", text: "hello" }],
  ["nested alias", "edit", { path: "src/a.ts", edits: [{ old: "a", new: "b" }] }],
  ["envelope", "read", { name: "read", parameters: { path: "src/a.ts", limit: 100 } }],
  ["empty placeholder", "read", { path: "src/a.ts", limit: {} }],
  ["stringified array", "edit", { path: "src/a.ts", edits: '[{"oldText":"a","newText":"b"}]' }],
  ["single object for array", "edit", { path: "src/a.ts", edits: { oldText: "a", newText: "b" } }],
  ["code array", "edit", { path: "src/a.ts", edits: [{ oldText: ["line1", "line2"], newText: "x" }] }],
  ["bare array for string", "find", { pattern: ["*.ts"] }],
  ["grammar-token key", "bash", { "command</arg_key>": "ls" }],
  ["timeout in ms", "bash", { command: "make", timeout: "120000" }],
  ["legacy edit shape", "edit", { path: "src/a.ts", oldText: "c", newText: "d" }],
  ["raw text: python literal", "read", "{'path': 'src/a.ts', 'limit': None}"],
  ["raw text: fenced JSON", "read", '```json\n{"path": "src/a.ts"}\n```'],
  ["raw text: double-encoded", "read", '"{\\"path\\": \\"src/a.ts\\", \\"offset\\": 10}"'],
  ["raw text: bare path", "read", "src/a.ts"],
  ["truncated JSON (unrepairable)", "bash", '{"command": "npm install"'],
  ["1 MB string field, valid", "write", { path: "big.txt", content: big }],
  ["1 MB string field + null optional", "bash", { command: big, timeout: null }],
  ["10 000-element stringified array", "edit", { path: "src/a.ts", edits: tenThousand }],
];
const argRows = [];
const validRead = argCases[0][2];
const ajvFloor = await measure("ajv read", () => validateWithAjv(validRead, S.read));
for (const [label, tool, input] of argCases) {
  const schema = S[tool];
  const first = host.repairArguments(tool, input, schema, ctx);
  const r = await measure(label, () => host.repairArguments(tool, input, schema, ctx));
  const vs = label.startsWith("valid call") ? `${ratio(r, ajvFloor)} × ajv` : "";
  const size = typeof input === "string" ? input.length : JSON.stringify(input).length;
  argRows.push([label, tool, size >= KB ? fmtSize(size) : `${size} B`, fmtOps(r), fmtMs(r), first.outcome, first.rules.join(", ") || "-", vs]);
  results.arguments.push({ input: label, tool, size, ms: r.ms, outcome: first.outcome, rules: first.rules });
}
console.log("## repairArguments (pi 1.6 built-in schemas)\n");
console.log(`bare compiled ajv validation of the valid read call: ${fmtMs(ajvFloor)}\n`);
table(["input", "tool", "size", "ops/s", "median", "outcome", "rules fired", "valid: cost"], argRows);

results.hostile = await runHostile({ quick });

// ------------------------------------------------------------------------------------------- summary
const adversarial = results.message.filter((r) => r.adversarial && r.ratio1MBto100KB !== null);
const worst = adversarial.reduce((a, r) => (a && a.ratio1MBto100KB >= r.ratio1MBto100KB ? a : r), undefined);
const seconds = (performance.now() - started) / 1000;
results.summary = { seconds, worstAdversarialRatio: worst?.ratio1MBto100KB ?? null, worstAdversarialInput: worst?.input ?? null };
console.log(`worst adversarial 1 MB / 100 KB ratio: ${worst ? `${worst.ratio1MBto100KB.toFixed(1)} (${worst.input})` : "-"} (linear ≈ 10, acceptance ≤ 15)`);
console.log(`bench finished in ${seconds.toFixed(1)} s`);
if (jsonFile) {
  writeFileSync(jsonFile, JSON.stringify(results, (k, v) => (v === Infinity ? null : v), 2) + "\n");
  console.log(`results written to ${jsonFile}`);
}
