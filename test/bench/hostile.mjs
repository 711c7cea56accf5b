// Hostile schemas against the validator: `node test/bench/hostile.mjs [--quick] [--schemas N]`, or as the last
// table of `node test/bench/run.mjs` (`--only hostile` runs just this one). Measures the BUILT host.
//
// Each row sets the validator (validateWithAjv) beside a naive baseline in the same run: plain ajv with its
// default options, or the previous validator's shared instance (compile, then removeSchema). A naive case
// that is exponential or quadratic runs at a small size, in a worker with a timeout, and the table says so.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { validateWithAjv } from "@pi-tool-repair/host";
import { createDefaultHost, PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { table } from "./table.mjs";

const PATTERN = "^(a+)+$";
const META_ID = "http://json-schema.org/draft-07/schema#";
const NAIVE_TIMEOUT = 5_000;
/** The previous validator's options (one shared instance, meta-validation on, native RegExp). */
const PREVIOUS = { allErrors: true, verbose: true, strict: false, logger: false, validateFormats: false, addUsedSchema: false, unicodeRegExp: true };

const enumSchema = (n) => ({ type: "string", enum: Array.from({ length: n }, (_, i) => `value-${i}`) });
const distinctSchema = (i) => ({ type: "object", properties: { p: { type: "integer", maximum: i }, q: { type: "string", pattern: `^q${i}$` } }, required: ["p"] });

/** One case: a pattern's schema is compiled first and its validation timed; an enum's compile is timed. */
function runCase(kind, n) {
  let run;
  if (kind === "naive pattern") {
    const validate = new Ajv().compile({ type: "string", pattern: PATTERN });
    run = () => validate("a".repeat(n) + "!");
  } else if (kind === "pattern") {
    const schema = { type: "string", pattern: PATTERN };
    validateWithAjv("a", schema);
    run = () => validateWithAjv("a".repeat(n) + "!", schema).length === 0;
  } else if (kind === "naive enum") run = () => new Ajv().compile(enumSchema(n))(`value-${n - 1}`);
  else if (kind === "enum") run = () => validateWithAjv(`value-${n - 1}`, enumSchema(n)).length === 0;
  else throw new Error(`unknown case ${kind}`);
  const t0 = performance.now();
  const valid = run();
  return { ms: performance.now() - t0, valid };
}

if (!isMainThread && workerData?.hostileCase) parentPort.postMessage(runCase(workerData.hostileCase, workerData.n));

/** `runCase` in a worker; `{ ms: Infinity }` when it did not finish in `timeout` ms. */
function inWorker(kind, n, timeout = NAIVE_TIMEOUT) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { hostileCase: kind, n } });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ ms: Infinity, timeout });
    }, timeout);
    worker.once("message", (m) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(m);
    });
    worker.once("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

const fmt = (r) => (r.ms === Infinity ? `> ${r.timeout} ms (timed out)` : r.ms >= 100 ? `${r.ms.toFixed(0)} ms` : `${r.ms.toFixed(2)} ms`);


/** Heap in use after a full collection. */
function heapAfterGc() {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc");
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/**
 * Compiles `n` distinct schemas with `compile`, each dropped at once: heap growth after a full GC at
 * half-way and at the end. Bounded memory: the second half adds (next to) nothing.
 */
function memoryGrowth(n, compile) {
  const before = heapAfterGc();
  const t0 = performance.now();
  let half = before;
  for (let i = 0; i < n; i++) {
    compile(distinctSchema(i), i);
    if (i + 1 === n >> 1) half = heapAfterGc();
  }
  const ms = performance.now() - t0;
  const end = heapAfterGc();
  return { ms, half: half - before, grown: end - before, secondHalf: (end - half) / (n - (n >> 1)) };
}

/** The previous validator's way: one shared instance, compile, then removeSchema. */
function previousValidator() {
  const shared = new Ajv(PREVIOUS);
  return (schema) => {
    try {
      shared.compile(schema);
    } catch (error) {
      return `schema error (${error.message.slice(0, 60)})`;
    } finally {
      shared.removeSchema(schema);
    }
    return "compiles";
  };
}

/**
 * The hardening probe's input classes through the default preset (repairArguments on raw arguments text, as
 * pi hands over an argumentsError): deep nesting, duplicate keys, integers beyond 2^53. Each row: the time and
 * the heap growth after a full GC (after a warm-up call: what three more calls keep), beside the floor (one JSON.parse of the same text where it parses), and
 * a verdict against the bound (time ≤ 100 × floor + 50 ms, heap growth ≤ 4 × the input's size).
 */
function runProbes(quick) {
  const host = createDefaultHost();
  const ctx = host.context();
  const edit = PI_TOOL_SCHEMAS.edit;
  const bash = PI_TOOL_SCHEMAS.bash;
  const nested = (depth) => `{"path": "a.ts", "edits": ${"[".repeat(depth)}1${"]".repeat(depth)}}`;
  const cases = [
    ...(quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]).map((d) => ({ input: "deep nesting (raw text)", size: `${d} levels`, tool: "edit", schema: edit, text: nested(d) })),
    {
      input: "duplicate keys (raw text)",
      size: "1 MiB",
      tool: "bash",
      schema: bash,
      text: `{"command": "ls", "description": "${"x".repeat(1 << 20)}", "command": "rm -rf /"}`,
    },
    {
      input: "integers beyond 2^53 (edits as a JSON string)",
      size: `${quick ? "20k" : "100k"} integers`,
      tool: "edit",
      schema: edit,
      text: JSON.stringify({ path: "a.ts", edits: JSON.stringify(Array.from({ length: quick ? 20_000 : 100_000 }, (_, i) => 12345678901234567890 + i).map(String)).replace(/"/g, "") }),
    },
  ];
  const rows = [];
  const data = [];
  for (const c of cases) {
    let floor = Infinity;
    try {
      const t = performance.now();
      JSON.parse(c.text);
      floor = performance.now() - t;
    } catch {
      floor = NaN; // not JSON (a duplicate key still parses)
    }
    // one warm-up call: the first pays once for compiling the code and the schema's validator
    try {
      host.repairArguments(c.tool, c.text, c.schema, ctx);
    } catch {
      // reported below
    }
    const before = heapAfterGc();
    let outcome;
    let ms = Infinity;
    for (let k = 0; k < 3; k++) {
      // best of three: the first run also pays for compiling the code paths it takes
      const t0 = performance.now();
      try {
        outcome = host.repairArguments(c.tool, c.text, c.schema, ctx).outcome;
      } catch (error) {
        outcome = `THREW ${error.constructor.name}`;
      }
      ms = Math.min(ms, performance.now() - t0);
    }
    const heap = Math.max(0, heapAfterGc() - before);
    const limit = (Number.isFinite(floor) ? 100 * floor : 100 * (c.text.length / 1e6) * 5) + 50;
    const ok = ms <= limit && heap <= 4 * c.text.length && !outcome.startsWith("THREW");
    rows.push([c.input, c.size, `${(c.text.length / 1e6).toFixed(2)} MB`, fmt({ ms }), Number.isFinite(floor) ? fmt({ ms: floor }) : "-", `${(heap / 1e6).toFixed(1)} MB`, outcome, ok ? "within bound" : "OVER BOUND"]);
    data.push({ input: `${c.input} ${c.size}`, subject: "preset-pi-default", size: c.text.length, ms, outcome, ok });
  }
  console.log("## hardening probe classes (repairArguments, default preset)\n");
  table(["input", "size", "text", "time", "JSON.parse floor", "heap growth", "outcome", "bound"], rows);
  return data;
}

/** Prints the hostile-schema table; returns its rows as data. */
export async function runHostile({ quick = false, schemas } = {}) {
  const rows = [];
  const data = [];
  const add = (input, subject, size, r, outcome) => {
    rows.push([input, subject, size, fmt(r), outcome]);
    data.push({ input, subject, size, ms: r.ms === Infinity ? null : r.ms, outcome });
  };

  // 1. catastrophic backtracking: exponential on the native engine, so the naive run is small
  const small = quick ? 20 : 23;
  const verdict = (r) => (r.ms === Infinity ? "-" : r.valid ? "valid (wrong)" : "invalid (right)");
  for (const size of [10_000, small]) {
    const r = runCase("pattern", size);
    add(`pattern ${PATTERN}: validation`, "validator", `${size} a + !`, r, verdict(r));
  }
  const naivePattern = await inWorker("naive pattern", small);
  add(`pattern ${PATTERN}: validation`, "plain ajv (native RegExp)", `${small} a + ! (capped: exponential)`, naivePattern, verdict(naivePattern));

  // 2. a huge enum: ajv's meta-validation checks uniqueItems pairwise, so the naive run is small
  const bigEnum = quick ? 20_000 : 100_000;
  const smallEnum = 5_000;
  add("enum: compile + 1 validation", "validator", `${bigEnum} values`, runCase("enum", bigEnum), "valid");
  add("enum: compile + 1 validation", "validator", `${smallEnum} values`, runCase("enum", smallEnum), "valid");
  const naiveEnum = await inWorker("naive enum", smallEnum);
  add("enum: compile + 1 validation", "plain ajv (meta-validated)", `${smallEnum} values (capped: quadratic)`, naiveEnum, naiveEnum.ms === Infinity ? "-" : "valid");

  // 3. a schema whose $id is the draft-07 meta-schema's, then an ordinary schema
  const hostile = () => ({ $id: META_ID, type: "object", properties: { x: { type: "number" } } });
  const ordinary = () => ({ type: "object", properties: { a: { type: "string" } } });
  {
    const t0 = performance.now();
    validateWithAjv({}, hostile());
    const later = validateWithAjv({ a: 1 }, ordinary());
    const outcome = later.length === 1 && later[0].keyword === "type" ? "later schema validates (right)" : `later schema: ${later[0]?.message}`;
    add(`$id ${META_ID}`, "validator", "1 + 1 schema", { ms: performance.now() - t0 }, outcome);
  }
  {
    const compile = previousValidator();
    const t0 = performance.now();
    compile(hostile());
    const later = compile(ordinary());
    add(`$id ${META_ID}`, "previous validator (shared ajv)", "1 + 1 schema", { ms: performance.now() - t0 }, `later schema: ${later}`);
  }
  {
    const ajv = new Ajv();
    const t0 = performance.now();
    let first = "compiles";
    try {
      ajv.compile(hostile());
    } catch (error) {
      first = `refused (${error.message.slice(0, 50)})`;
    }
    ajv.compile(ordinary());
    add(`$id ${META_ID}`, "plain ajv", "1 + 1 schema", { ms: performance.now() - t0 }, first);
  }

  // 4. memory: distinct schemas, each dropped after its validation
  const n = schemas ?? (quick ? 600 : 1200);
  const mem = (m) => `heap +${(m.half / 1e6).toFixed(1)} MB at n/2, +${(m.grown / 1e6).toFixed(1)} MB at n; 2nd half ${Math.round(m.secondHalf)} B/schema`;
  const mine = memoryGrowth(n, (schema, i) => validateWithAjv({ p: i }, schema));
  add("distinct schemas, each dropped", "validator", `${n} schemas`, { ms: mine.ms }, mem(mine));
  const previous = previousValidator();
  const theirs = memoryGrowth(n, (schema) => previous(schema));
  add("distinct schemas, each dropped", "previous validator (shared ajv)", `${n} schemas`, { ms: theirs.ms }, mem(theirs));

  console.log("## hostile schemas (validator against a naive baseline)\n");
  table(["input", "subject", "size", "time", "outcome"], rows);
  const probes = runProbes(quick);
  return [...data, ...probes];
}

if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf("--schemas");
  await runHostile({ quick: argv.includes("--quick"), schemas: at >= 0 ? Number(argv[at + 1]) : undefined });
}
