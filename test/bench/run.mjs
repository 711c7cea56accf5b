#!/usr/bin/env node
// pi-tool-repair benchmark: `npm run bench` (builds first) or `node test/bench/run.mjs [--json FILE] [--quick] [--write] [--only hostile|scaling|proxy]`.
//
// Tables, in one run:
//   1. messages through the command line's entry (./subject.mjs: answerLine with pi's tools, the answer
//      serialized), every input family at 100 KiB and 1 MiB: median time, the 1 MiB / 100 KiB ratio (linear
//      ≈ 10), and the ratio to two floors measured in the same process: one charCodeAt pass over the same
//      text, and one JSON.parse of a valid JSON text of the same size; beside the naive regex baseline.
//   2. the valid path and typical repairs, against their targets (2 µs, 20 µs, 50 µs).
//   3. repairArguments: valid calls (against the bare compiled ajv validation), repairs, big fields.
//   4. single scanners and rules on their worst inputs (./scanners.mjs, moved here from timed unit tests).
//   5. generated mixes (./mixed.mjs, property 7 before): linear growth and a bounded multiple of one pass.
//   6. hostile schemas (./hostile.mjs): a backtracking pattern, a huge enum, a meta-schema $id, memory.
// Every 1 MiB case is first timed once in a worker with a timeout, so a quadratic case cannot stall the run.
// `--write` puts tables 1, 2 and 7 into docs/performance.md, and table 1 into README.md, between their `<!-- bench:… -->` markers.
//   7. scaling (./scaling.mjs): every family at 1 MiB with every grammar loaded beside the first 20, in interleaved
//      rounds: both medians, and the work counted (scan calls, indexOf passes over the text) per added grammar.
//   8. the proxy (./proxy.mjs): 50 concurrent streams through `pi-tool-repair serve` against a fake upstream, direct
//      to it as the baseline: nothing lost or mixed (else exit 1), the added latency, the proxy's memory.
// The arguments are read before anything else is loaded, so `--help` and usage errors need no build.
const USAGE = `usage: node test/bench/run.mjs [--json FILE] [--quick] [--rounds N] [--write] [--only hostile|scaling|proxy]
       node test/bench/run.mjs --baseline REF [--rounds N] [--quick] [--instructions] [--family NAME]…

The pi-tool-repair benchmark (\`npm run bench\` builds first, then runs this). It loads the built packages
(dist/), so run \`node scripts/build.mjs\` before calling it directly.

  --json FILE     also write the results to FILE as JSON
  --quick         a shorter run: 60 ms per measurement instead of 200 ms, smaller hostile inputs, a shorter
                  proxy test, one round
  --rounds N      measure every family at 1 MiB in N processes, in N rounds over the families (default 3,
                  1 with --quick); the table gives the median round and the range
  --write         write the message, valid-path and scaling tables into docs/performance.md, the message table into README.md
  --only hostile  run only the hostile-schema and hardening table (./hostile.mjs)
  --only scaling  run only the table of every grammar loaded beside the first set (./scaling.mjs)
  --only proxy    run only the proxy's load test (./proxy.mjs): 50 concurrent streams through \`pi-tool-repair serve\`,
                  direct to the fake upstream as the baseline; a stream lost or mixed exits 1
  --baseline REF  the A/B bench (./ab.mjs): builds the git ref REF in a temporary worktree and measures every
                  1 MiB family there and here in interleaved rounds (default 5): each side's median, the ratio
                  and its spread; nothing else is run
  --instructions  with --baseline: instructions a message (valgrind's callgrind, node --predictable) instead of times
  --family NAME   with --baseline: only this family (repeatable)
  -h, --help      print this help and exit
`;
const argv = process.argv.slice(2);
let jsonFile;
let quick = false;
let only;
let write = false;
let rounds;
let baseline;
let instructions = false;
const onlyFamilies = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === "-h" || a === "--help") {
    process.stdout.write(USAGE);
    process.exit(0);
  } else if (a === "--quick") quick = true;
  else if (a === "--write") write = true;
  else if (a === "--json" && argv[i + 1] !== undefined && !argv[i + 1].startsWith("-")) jsonFile = argv[++i];
  else if (a === "--only" && (argv[i + 1] === "hostile" || argv[i + 1] === "scaling" || argv[i + 1] === "proxy")) only = argv[++i];
  else if (a === "--rounds" && /^[1-9][0-9]?$/.test(argv[i + 1] ?? "")) rounds = Number(argv[++i]);
  else if (a === "--baseline" && argv[i + 1] !== undefined && !argv[i + 1].startsWith("-")) baseline = argv[++i];
  else if (a === "--family" && argv[i + 1] !== undefined) onlyFamilies.push(argv[++i]);
  else if (a === "--instructions") instructions = true;
  else {
    process.stderr.write(`run.mjs: ${a === "--json" ? "--json takes a FILE" : a === "--only" ? "--only takes: hostile, scaling or proxy" : a === "--rounds" ? "--rounds takes a number from 1 to 99" : a === "--baseline" ? "--baseline takes a git ref" : a === "--family" ? "--family takes a NAME" : `unexpected argument ${a}`}\n${USAGE}`);
    process.exit(2);
  }
}
if (baseline === undefined && (onlyFamilies.length > 0 || instructions)) {
  process.stderr.write(`run.mjs: ${instructions ? "--instructions" : "--family"} goes with --baseline\n${USAGE}`);
  process.exit(2);
}
if (baseline !== undefined) {
  const { runAb } = await import("./ab.mjs");
  process.exit(await runAb({ ref: baseline, rounds: rounds ?? 5, quick, only: onlyFamilies, instructions }));
}

const { Worker } = await import("node:worker_threads");
const { readFileSync, writeFileSync } = await import("node:fs");
const { cpus } = await import("node:os");
const { performance } = await import("node:perf_hooks");
const { validateWithAjv } = await import("@pi-tool-repair/host");
const { PI_TOOL_SCHEMAS } = await import("@pi-tool-repair/preset-pi-default");
const { prose } = await import("./inputs.mjs");
const { familyList, loadedMarkers } = await import("./families.mjs");
const { naiveRecover } = await import("./naive.mjs");
const { runHostile } = await import("./hostile.mjs");
const { SCANNER_CASES } = await import("./scanners.mjs");
const { fill, mixedUnit } = await import("./mixed.mjs");
const { table } = await import("./table.mjs");
const { SINGLE_SHOT_ABOVE, measure: measureWith, onePass, settings } = await import("./measure.mjs");
const { spawnSync } = await import("node:child_process");
const { cliCtx, cliHost, ctx, host, loadedGrammars, loadedRules, makeMessageRunner, message } = await import("./subject.mjs");

if (only === "hostile") {
  await runHostile({ quick });
  process.exit(0);
}
if (only === "proxy") {
  const { runProxy } = await import("./proxy.mjs");
  const proxy = await runProxy({ quick });
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ proxy }, null, 2) + "\n");
  process.exit(proxy.wrong === 0 ? 0 : 1);
}

const KiB = 1024;
const MiB = 1024 * 1024;
/** Time budget of one measurement (ms); tinybench also runs at least MIN_ITER iterations. */
const { budget: BUDGET, minIter: MIN_ITER } = settings(quick);
const HOST_TIMEOUT = 10_000;
const NAIVE_TIMEOUT = 4_000;
/** Every 1 MiB family must take at most this (issue 11). */
const FAMILY_TARGET_MS = 50;
/**
 * How many processes measure each family at 1 MiB: one per round, the rounds going over every family in turn,
 * so that a slow spell of the machine (its speed moves by up to 2× over minutes) falls on one round of each
 * family rather than on every measurement of one. The table gives the median round and the range.
 */
const ROUNDS = rounds ?? (quick ? 1 : 3);
const started = performance.now();

const grammars = loadedGrammars();
const markers = loadedMarkers();

/** Median latency (ms) of `fn` with tinybench, budgeted by a first single call. */
const measure = (name, fn) => measureWith(name, fn, { budget: BUDGET, minIter: MIN_ITER });

/** One timed call of the naive baseline in a worker thread; `undefined` when it did not finish in `timeout` ms. */
function probeInWorker(text, timeout) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./probe-worker.mjs", import.meta.url), { workerData: { text } });
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

/** A measurement that did not finish within `timeout` ms (shown as `> timeout ms`). */
const timedOut = (timeout) => ({ ms: Infinity, timeout, samples: 0, singleShot: true });

/** Measures the naive baseline on `text`; a 1 MiB input is probed in a worker first, with a timeout. */
async function timedNaive(text, big) {
  if (big) {
    const ms = await probeInWorker(text, NAIVE_TIMEOUT);
    if (ms === undefined) return timedOut(NAIVE_TIMEOUT);
    if (ms > SINGLE_SHOT_ABOVE) return { ms, samples: 1, singleShot: true };
  }
  return measure(`naive ${text.length}`, () => naiveRecover(text));
}

const fmtMs = (r) => (r.ms === Infinity ? `> ${r.timeout} ms` : r.ms >= 100 ? `${r.ms.toFixed(0)} ms` : r.ms >= 1 ? `${r.ms.toFixed(2)} ms` : r.ms >= 0.001 ? `${(r.ms * 1000).toFixed(1)} µs` : `${(r.ms * 1e6).toFixed(0)} ns`) + (r.singleShot && r.ms !== Infinity ? " (1 run)" : "");
const fmtOps = (r) => (r.ms === Infinity ? "-" : (1000 / r.ms).toFixed(r.ms > 100 ? 2 : 0));
const fmtSize = (n) => (n >= MiB ? `${(n / MiB).toFixed(n % MiB ? 1 : 0)} MiB` : n >= KiB ? `${Math.round(n / KiB)} KiB` : `${n} B`);
const ratio = (a, b) => (a.ms === Infinity ? `> ${(a.timeout / b.ms).toFixed(0)}` : (a.ms / b.ms).toFixed(1));

// ---------------------------------------------------------------------------------------------- setup
const environment = `node ${process.version}, ${cpus().length} cpu (${cpus()[0]?.model ?? "?"})`;
console.log(`pi-tool-repair bench: ${environment}${quick ? ", --quick" : ""}`);
console.log(`grammars loaded (${grammars.length}): ${grammars.map((g) => g.name).join(", ") || "none"}`);
console.log(`rules loaded (${loadedRules().length}): ${loadedRules().map((r) => r.name).join(", ") || "none"}`);
console.log(`messages: the command line's entry (answerLine, pi's tools, answer serialized); floors: one charCodeAt pass over the text, one JSON.parse of a valid JSON text of the same size\n`);

// ------------------------------------------------------------------------------------- message table
const messageRows = [];
const docRows = [];
const results = { environment: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? null, grammars: grammars.map((g) => g.name), rules: loadedRules().map((r) => r.name) }, message: [], validPath: [], arguments: [], scanners: [], mixed: [] };
/**
 * One family at one size in a process of its own (family.mjs), as issue 11 measures: the heap holds that input
 * only, not every other family's. Its floors are measured in that process too. A child that does not finish
 * in time (a quadratic regression) gives `> HOST_TIMEOUT`.
 */
function inOwnProcess(name, size) {
  const child = spawnSync(process.execPath, [new URL("./family.mjs", import.meta.url).pathname, name, String(size), ...(quick ? ["--quick"] : [])], {
    encoding: "utf8",
    timeout: HOST_TIMEOUT + 20_000,
    maxBuffer: 1 << 20,
  });
  if (child.error?.code === "ETIMEDOUT" || child.signal) return { host: timedOut(HOST_TIMEOUT), pass: { ms: NaN }, json: { ms: NaN }, calls: 0 };
  if (child.status !== 0) throw new Error(`family.mjs ${name} ${size} exited ${child.status}: ${child.stderr}`);
  const r = JSON.parse(child.stdout);
  if (r.host.singleShot && r.host.ms > HOST_TIMEOUT) r.host = timedOut(HOST_TIMEOUT);
  return r;
}

// ------------------------------------------------------------------------------------- scaling table
/**
 * Every family at 1 MiB with the first set of grammars and with every grammar loaded (./scaling.mjs), each in a
 * process of its own (./scaling-family.mjs), in ROUNDS interleaved rounds (the order of the two configurations
 * alternates from round to round): both medians, and the counted work of each, per MiB, with the difference per
 * added grammar. Counts do not depend on the machine: they are the figures that show whether the scan grows.
 */
async function runScaling() {
  const { configurations } = await import("./scaling.mjs");
  const sets = configurations();
  const added = sets.all.length - sets.first.length;
  const byFamily = new Map();
  const spawnSet = (name, set) => {
    const child = spawnSync(process.execPath, [new URL("./scaling-family.mjs", import.meta.url).pathname, name, String(MiB), set, ...(quick ? ["--quick"] : [])], {
      encoding: "utf8",
      timeout: HOST_TIMEOUT + 20_000,
      maxBuffer: 1 << 20,
    });
    if (child.error?.code === "ETIMEDOUT" || child.signal) return { host: timedOut(HOST_TIMEOUT), work: undefined };
    if (child.status !== 0) throw new Error(`scaling-family.mjs ${name} ${set} exited ${child.status}: ${child.stderr}`);
    return JSON.parse(child.stdout);
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const input of familyList()) {
      if (!byFamily.has(input.name)) byFamily.set(input.name, { first: [], all: [] });
      const entry = byFamily.get(input.name);
      for (const set of round % 2 === 0 ? ["first", "all"] : ["all", "first"]) entry[set].push(spawnSet(input.name, set));
      process.stderr.write(".");
    }
  }
  process.stderr.write("\n");
  const median = (runs) => [...runs].sort((a, b) => a.host.ms - b.host.ms)[(runs.length - 1) >> 1];
  const perMiB = (r, key) => (r.work ? (r.work[key] * MiB) / r.size : NaN);
  const fmtCount = (n) => (Number.isFinite(n) ? (Math.abs(n) >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(n === Math.round(n) ? 0 : 2)) : "-");
  const rows = [];
  results.scaling = { firstSet: sets.first.map((g) => g.name), all: sets.all.map((g) => g.name), added, rounds: ROUNDS, families: [] };
  for (const [name, { first: firstRuns, all: allRuns }] of byFamily) {
    const first = median(firstRuns);
    const all = median(allRuns);
    const passes = (r) => perMiB(r, "indexOfChars") / MiB;
    const per = (key) => (added > 0 ? (perMiB(all, key) - perMiB(first, key)) / added : NaN);
    const perPasses = added > 0 ? (passes(all) - passes(first)) / added : NaN;
    rows.push([
      name,
      fmtMs(first.host),
      fmtMs(all.host),
      fmtCount(perMiB(first, "scans")),
      fmtCount(perMiB(all, "scans")),
      fmtCount(passes(first)),
      fmtCount(passes(all)),
      fmtCount(perMiB(first, "indexOf")),
      fmtCount(perMiB(all, "indexOf")),
      `${fmtCount(per("scans"))} / ${fmtCount(perPasses)} / ${fmtCount(per("indexOf"))}`,
      all.host.ms <= FAMILY_TARGET_MS ? "yes" : "NO",
    ]);
    results.scaling.families.push({ input: name, first: { ms: first.host.ms, roundsMs: firstRuns.map((r) => r.host.ms), work: first.work }, all: { ms: all.host.ms, roundsMs: allRuns.map((r) => r.host.ms), work: all.work }, perAddedGrammar: { scans: per("scans"), passes: perPasses, indexOf: per("indexOf") } });
  }
  const headers = ["input (1 MiB)", `median, first ${sets.first.length}`, `median, all ${sets.all.length}`, "scans, first", "scans, all", "text passes, first", "text passes, all", "indexOf calls, first", "indexOf calls, all", `per added grammar (${added}): scans / passes / indexOf`, `all ≤ ${FAMILY_TARGET_MS} ms`];
  console.log(`## every grammar loaded (${sets.all.length}) beside the first set (${sets.first.length}): processMessage with pi's tools, 1 MiB\n`);
  console.log(`counts per MiB of text, of one untimed run: scans = grammar scan calls; text passes = characters native indexOf passed over ÷ the text's length; indexOf calls = native indexOf calls. ${ROUNDS} interleaved round(s), the median round.\n`);
  table(headers, rows);
  return { headers, rows };
}

/** The scaling table into docs/performance.md, between its `<!-- bench:scaling:start -->` … `end -->` markers. */
function writeScaling(headers, rows) {
  const doc = new URL("../../docs/performance.md", import.meta.url);
  const cell = (c) => String(c).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\|/g, "\\|");
  const line = (cells) => `| ${cells.map(cell).join(" | ")} |`;
  const stamp = `Measured by \`node test/bench/run.mjs --write\` on ${new Date().toISOString().slice(0, 10)}: ${environment}${quick ? ", --quick" : ""}. ${ROUNDS} interleaved round(s) of both configurations, the median round; counts per MiB of one untimed run.`;
  const block = `${stamp}\n\n${[line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n")}`;
  let text = readFileSync(doc, "utf8");
  const start = "<!-- bench:scaling:start -->";
  const end = "<!-- bench:scaling:end -->";
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`docs/performance.md has no ${start} … ${end} markers`);
  text = text.slice(0, a + start.length) + "\n" + block + "\n" + text.slice(b);
  writeFileSync(doc, text);
  console.log("scaling table written to docs/performance.md");
}

if (only === "scaling") {
  const { headers, rows } = await runScaling();
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results, (k, v) => (v === Infinity ? null : v), 2) + "\n");
  if (write) writeScaling(headers, rows);
  process.exit(0);
}

const jsonFloors = new Map();
/** Per family: its 100 KiB measurement, the naive baseline's at both sizes, and one 1 MiB measurement per round. */
const measured = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const input of familyList()) {
    if (round === 0) {
      const small = inOwnProcess(input.name, 100 * KiB);
      const naiveSmall = await timedNaive(input.make(100 * KiB), false);
      const naiveBig = await timedNaive(input.make(MiB), true);
      measured.set(input.name, { input, small, naiveSmall, naiveBig, big: [] });
      process.stderr.write(".");
    }
    measured.get(input.name).big.push(inOwnProcess(input.name, MiB));
    process.stderr.write(".");
  }
}
process.stderr.write("\n");
for (const { input, small, naiveSmall, naiveBig, big: all } of measured.values()) {
  // the median round by the host's time (its floors are the ones measured in that same process)
  const big = [...all].sort((a, b) => a.host.ms - b.host.ms)[(all.length - 1) >> 1];
  const times = all.map((r) => r.host.ms);
  const range = all.length > 1 ? `${fmtMs({ ms: Math.min(...times) })} – ${fmtMs({ ms: Math.max(...times) })}` : "";
  for (const [size, m, naive] of [[100 * KiB, small, naiveSmall], [MiB, big, naiveBig]]) {
    const { host: mine, pass, json: jsonFloor, calls } = m;
    if (!jsonFloors.has(size) && Number.isFinite(jsonFloor.ms)) jsonFloors.set(size, jsonFloor);
    const isBig = size >= MiB;
    const growth = isBig ? ratio(mine, small.host) : "";
    const verdict = !isBig ? "" : mine.ms <= FAMILY_TARGET_MS ? "yes" : "NO";
    messageRows.push([input.name, fmtSize(size), fmtMs(mine), isBig ? range : "", growth, ratio(mine, pass), ratio(mine, jsonFloor), fmtMs(naive), ratio(naive, mine), calls, verdict]);
    if (isBig) docRows.push([input.name, fmtMs(mine), range, growth, ratio(mine, pass), ratio(mine, jsonFloor), calls, verdict]);
    results.message.push({
      input: input.name,
      size,
      adversarial: !!input.adversarial,
      ms: mine.ms,
      roundsMs: isBig ? times : [mine.ms],
      onePassMs: pass.ms,
      jsonParseMs: jsonFloor.ms,
      timesOnePass: mine.ms / pass.ms,
      timesJsonParse: mine.ms / jsonFloor.ms,
      naiveMs: naive.ms === Infinity ? null : naive.ms,
      naiveTimedOut: naive.ms === Infinity,
      ratio1MiBto100KiB: isBig ? mine.ms / small.host.ms : null,
      recovered: calls,
      withinTarget: isBig ? mine.ms <= FAMILY_TARGET_MS : null,
      singleShot: mine.singleShot,
    });
  }
}
const messageHeaders = ["input", "size", "median", ROUNDS > 1 ? `range of ${ROUNDS} rounds` : "range", "1 MiB / 100 KiB", "× one pass", "× JSON.parse", "naive regex", "speed-up", "calls", `≤ ${FAMILY_TARGET_MS} ms`];
console.log("## messages through the command line's entry (answerLine with pi's tools)\n");
{
  const prose1 = results.message.find((r) => r.size === MiB);
  console.log(`floors at 1 MiB: one pass over ${prose1.input} ${fmtMs({ ms: prose1.onePassMs })}, JSON.parse ${fmtMs(jsonFloors.get(MiB))}\n`);
}
table(messageHeaders, messageRows);
const scaling = await runScaling();

// --------------------------------------------------------------------------------------- valid path
const S = PI_TOOL_SCHEMAS;
const validPath = [
  ["valid call: read", 2e-3, () => host.repairArguments("read", { path: "src/a.ts", offset: 10, limit: 50 }, S.read, ctx)],
  ["valid call: bash", 2e-3, () => host.repairArguments("bash", { command: "npm test", timeout: 120 }, S.bash, ctx)],
  ["valid call: edit (3 edits)", 2e-3, () => host.repairArguments("edit", { path: "src/a.ts", edits: [{ oldText: "a", newText: "b" }, { oldText: "c", newText: "d" }, { oldText: "e", newText: "f" }] }, S.edit, ctx)],
  ["repair: null optional (grep)", 20e-3, () => host.repairArguments("grep", { pattern: "foo", path: null, glob: null }, S.grep, ctx)],
  ["repair: stringified edits (edit)", 20e-3, () => host.repairArguments("edit", { path: "src/a.ts", edits: '[{"oldText":"a","newText":"b"}]' }, S.edit, ctx)],
];
{
  const msg = message(prose(10 * KiB));
  validPath.push(["10 KiB prose, no marker (processMessage)", 50e-3, () => cliHost.processMessage(msg, cliCtx)]);
}
const validRows = [];
for (const [label, target, fn] of validPath) {
  const first = fn();
  const r = await measure(label, fn);
  const outcome = first.outcome ?? (first.changed ? "changed" : "unchanged");
  validRows.push([label, fmtMs(r), fmtMs({ ms: target }), r.ms <= target ? "yes" : "NO", outcome]);
  results.validPath.push({ input: label, ms: r.ms, targetMs: target, withinTarget: r.ms <= target, outcome });
}
const validHeaders = ["check", "median", "target", "within", "outcome"];
console.log("## the valid path and typical repairs (the host, pi's tools)\n");
table(validHeaders, validRows);

// ----------------------------------------------------------------------------------- arguments table
const big = "x".repeat(MiB - 20) + "\n\"quoted\" \\ ünï";
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
  ["1 MiB string field, valid", "write", { path: "big.txt", content: big }],
  ["1 MiB string field + null optional", "bash", { command: big, timeout: null }],
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
  argRows.push([label, tool, fmtSize(size), fmtOps(r), fmtMs(r), first.outcome, first.rules.join(", ") || "-", vs]);
  results.arguments.push({ input: label, tool, size, ms: r.ms, outcome: first.outcome, rules: first.rules });
}
console.log("## repairArguments (pi 1.6 built-in schemas)\n");
console.log(`bare compiled ajv validation of the valid read call: ${fmtMs(ajvFloor)}\n`);
table(["input", "tool", "size", "ops/s", "median", "outcome", "rules fired", "valid: cost"], argRows);

// ------------------------------------------------------------------------------------ scanner cases
const scannerRows = [];
for (const [pkg, label, budget, c] of SCANNER_CASES) {
  const ok = c.check(c.run());
  const r = await measure(`${pkg} ${label}`, c.run);
  const pass = await measure(`one pass ${label}`, () => onePass(c.text));
  scannerRows.push([pkg, label, fmtSize(c.text.length), fmtMs(r), ratio(r, pass), `${budget} ms`, ok ? "as tested" : "WRONG RESULT"]);
  results.scanners.push({ package: pkg, input: label, size: c.text.length, ms: r.ms, timesOnePass: r.ms / pass.ms, oldBudgetMs: budget, resultAsTested: ok });
}
console.log("## single scanners and rules on their worst inputs (timed here, not in their unit tests)\n");
table(["package", "input", "size", "median", "× one pass", "old unit-test budget", "result"], scannerRows);

// ------------------------------------------------------------------------------------ generated mixes
{
  const SEEDS = quick ? 8 : 14;
  /** Bounds of property 7: RATIO passes + PER_CALL_MS a recovered call + SLACK_MS; ×4 the size at most GROWTH × the time. */
  const RATIO = 400;
  const PER_CALL_MS = 0.5;
  const SLACK_MS = 30;
  const GROWTH = 10;
  const best = (fn, k) => {
    let min = Infinity;
    for (let i = 0; i < k; i++) {
      const t0 = performance.now();
      fn();
      min = Math.min(min, performance.now() - t0);
    }
    return min;
  };
  const rows = [];
  let failed = 0;
  for (let seed = 1; seed <= SEEDS; seed++) {
    const unit = mixedUnit(seed, markers);
    const text = fill(unit, MiB);
    const quarter = fill(unit, MiB / 4);
    const big = makeMessageRunner(text);
    const small = makeMessageRunner(quarter);
    const calls = big.run().recovered?.length ?? 0;
    small.run();
    const pass = best(() => onePass(text), 3);
    const took = best(big.run, 3);
    const tookQuarter = best(small.run, 3);
    const growth = took / Math.max(tookQuarter, 0.05);
    const ok = took <= RATIO * pass + PER_CALL_MS * calls + SLACK_MS && (took <= 50 || growth <= GROWTH);
    if (!ok) failed++;
    rows.push([seed, JSON.stringify(unit.slice(0, 60)), `${took.toFixed(1)} ms`, growth.toFixed(1), (took / pass).toFixed(0), calls, ok ? "yes" : "NO"]);
    results.mixed.push({ seed, unit, ms: took, quarterMs: tookQuarter, growth, timesOnePass: took / pass, calls, withinBound: ok });
  }
  console.log("## generated mixes at 1 MiB (property 7 before: linear growth, a bounded multiple of one pass)\n");
  table(["seed", "unit (start)", "1 MiB, best of 3", "× 4 size: × time", "× one pass", "calls", "within bound"], rows);
  console.log(`bounds: time ≤ ${RATIO} × one pass + ${PER_CALL_MS} ms a call + ${SLACK_MS} ms; above 50 ms, 1 MiB / 256 KiB ≤ ${GROWTH} (linear: 4, quadratic: 16); ${failed === 0 ? "every mix within" : `${failed} OVER`}\n`);
}

results.hostile = await runHostile({ quick });
results.proxy = await (await import("./proxy.mjs")).runProxy({ quick });

// ------------------------------------------------------------------------------------------- summary
const adversarial = results.message.filter((r) => r.adversarial && r.ratio1MiBto100KiB !== null);
const worst = adversarial.reduce((a, r) => (a && a.ratio1MiBto100KiB >= r.ratio1MiBto100KiB ? a : r), undefined);
const slowest = results.message.filter((r) => r.size === MiB).reduce((a, r) => (a && a.ms >= r.ms ? a : r), undefined);
const seconds = (performance.now() - started) / 1000;
results.summary = { seconds, worstAdversarialRatio: worst?.ratio1MiBto100KiB ?? null, worstAdversarialInput: worst?.input ?? null, slowestFamily: slowest?.input ?? null, slowestFamilyMs: slowest?.ms ?? null };
console.log(`worst adversarial 1 MiB / 100 KiB ratio: ${worst ? `${worst.ratio1MiBto100KiB.toFixed(1)} (${worst.input})` : "-"} (linear ≈ 10)`);
console.log(`slowest 1 MiB family: ${slowest ? `${fmtMs(slowest)} (${slowest.input})` : "-"} (target ≤ ${FAMILY_TARGET_MS} ms)`);
console.log(`proxy: ${results.proxy.wrong} of ${results.proxy.checked} streams lost or mixed (must be 0)`);
console.log(`bench finished in ${seconds.toFixed(1)} s`);
if (jsonFile) {
  writeFileSync(jsonFile, JSON.stringify(results, (k, v) => (v === Infinity ? null : v), 2) + "\n");
  console.log(`results written to ${jsonFile}`);
}
if (write) {
  const doc = new URL("../../docs/performance.md", import.meta.url);
  const md = (headers, rows) => {
    // `<tool_call>` in a cell would be read as an HTML tag, a `|` as a column
    const cell = (c) => String(c).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\|/g, "\\|");
    const line = (cells) => `| ${cells.map(cell).join(" | ")} |`;
    return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
  };
  const stamp = `Measured by \`node test/bench/run.mjs --write\` on ${new Date().toISOString().slice(0, 10)}: ${environment}.`;
  const blocks = {
    message: `${stamp}${ROUNDS > 1 ? ` Each family at 1 MiB in ${ROUNDS} processes, one per round over the families: the median round (its floors measured in that process), and the range of the ${ROUNDS}.` : ""}\n\n${md(["input (1 MiB)", "median", ROUNDS > 1 ? `range of ${ROUNDS} rounds` : "range", "1 MiB / 100 KiB", "× one pass", "× JSON.parse", "calls", `≤ ${FAMILY_TARGET_MS} ms`], docRows)}`,
    valid: `${stamp}\n\n${md(validHeaders, validRows)}`,
  };
  /** Each file's `<!-- bench:NAME:start -->` … `end -->` stretches replaced by the tables of those names. */
  const fill = (file, names) => {
    let text = readFileSync(file, "utf8");
    for (const name of names) {
      const start = `<!-- bench:${name}:start -->`;
      const end = `<!-- bench:${name}:end -->`;
      const a = text.indexOf(start);
      const b = text.indexOf(end);
      if (a < 0 || b < a) throw new Error(`${file.pathname.split("/").slice(-2).join("/")} has no ${start} … ${end} markers`);
      text = text.slice(0, a + start.length) + "\n" + blocks[name] + "\n" + text.slice(b);
    }
    writeFileSync(file, text);
  };
  fill(doc, ["message", "valid"]);
  writeScaling(scaling.headers, scaling.rows);
  fill(new URL("../../README.md", import.meta.url), ["message"]);
  console.log("tables written to docs/performance.md and README.md");
}
// a stream lost or mixed by the proxy fails the run
if (results.proxy.wrong > 0) process.exitCode = 1;
