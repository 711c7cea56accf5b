#!/usr/bin/env node
/**
 * Scores the grammar corpus through the built command line (message mode), one co-process for all cases.
 *
 *   node test/corpus/score-grammar.mjs [FILE.jsonl] [--report] [--bin PATH] [--json]
 *
 * FILE defaults to test/fixtures/corpus/grammar.jsonl. Each case is sent as
 *   {"message": {"role":"assistant","content":[{"type":"text","text": TEXT}],"stopReason":"stop"},
 *    "tools": [names from the note's tools=[...], when present]}
 * A positive case (non-empty `expected`) passes when the recovered calls (name and arguments, in order)
 * equal `expected` and, where `strip` is not null, the visible text left (whitespace collapsed) equals
 * `strip` (collapsed). A negative case (`expected: []`) passes when nothing was recovered.
 * SCHEMA-DEPENDENT cases: where FILE has a sidecar `FILE` with `.schemas.json` in place of `.jsonl`
 * (`{caseId: {toolName: schema}}`, the schema the case's note names), that case is sent with
 * `"tools": {name: schema}` so the values are typed (and validated) as the peer's assertion assumes.
 * Prints per-family results, each failing case with got/expected, and the figure N/M. Exits non-zero when
 * a case fails, unless --report. Run `node scripts/build.mjs` first.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export function parseCliArgs(argv) {
  const opts = { file: join(root, "test/fixtures/corpus/grammar.jsonl"), report: false, json: false, bin: join(root, "node_modules/.bin/pi-tool-repair") };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--report") opts.report = true;
    else if (a === "--json") opts.json = true;
    else if (a === "--bin") opts.bin = resolve(argv[++i] ?? "");
    else if (a.startsWith("--")) throw new Error(`unknown option ${a}`);
    else opts.file = resolve(a);
  }
  return opts;
}

/** The declared tools of a case: the names in its note's `tools=[a, b]`, or undefined. */
export function toolsOf(note) {
  const m = /tools=\[([^\]]*)\]/.exec(String(note ?? ""));
  if (!m) return undefined;
  return m[1]
    .split(",")
    .map((s) => s.trim().replace(/^["'`]|["'`]$/g, ""))
    .filter(Boolean);
}

export function collapse(text) {
  return String(text).replace(/\s+/g, " ").trim();
}

export function visibleText(message) {
  const content = Array.isArray(message?.content) ? message.content : [];
  return content
    .filter((b) => b && b.type === "text" && typeof b.text === "string")
    .map((b) => b.text)
    .join(" ");
}

/** JSON with sorted keys: equal values give equal text whatever the key order. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

export function requestOf(c, schemas = {}) {
  const line = { message: { role: "assistant", content: [{ type: "text", text: c.text }], stopReason: "stop" } };
  const tools = toolsOf(c.note);
  const typed = Object.prototype.hasOwnProperty.call(schemas, c.id) ? schemas[c.id] : undefined;
  if (typed) line.tools = typed;
  else if (tools) line.tools = tools;
  return line;
}

/** The `{caseId: {tool: schema}}` sidecar of a corpus file, or `{}`. */
export function readSchemas(file) {
  const side = file.replace(/\.jsonl$/, ".schemas.json");
  return side !== file && existsSync(side) ? JSON.parse(readFileSync(side, "utf8")) : {};
}

/** Judges one case against one CLI answer: `{ok, why?, got?, want?}`. */
export function judge(c, answer) {
  if (!answer || typeof answer !== "object" || answer.error !== undefined || !Array.isArray(answer.recovered)) {
    return { ok: false, why: "bad answer", got: answer };
  }
  const got = answer.recovered.map((r) => ({ name: r.name, arguments: r.arguments }));
  const want = Array.isArray(c.expected) ? c.expected.map((e) => ({ name: e.name, arguments: e.arguments })) : [];
  if (want.length === 0) {
    return got.length === 0 ? { ok: true } : { ok: false, why: "negative recovered calls", got, want };
  }
  if (canonical(got) !== canonical(want)) return { ok: false, why: "calls differ", got, want };
  if (c.strip !== null && c.strip !== undefined) {
    const text = collapse(visibleText(answer.message));
    if (text !== collapse(c.strip)) return { ok: false, why: "visible text differs", got: text, want: collapse(c.strip) };
  }
  return { ok: true };
}

/** Runs every request through one CLI process; resolves with one answer per request, in order. */
export function runCli(bin, requests) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [bin], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", (code) => {
      const lines = out.split("\n").filter((l) => l.trim());
      if (lines.length !== requests.length) {
        reject(new Error(`the CLI answered ${lines.length} lines for ${requests.length} cases (exit ${code})\n${err.slice(0, 2000)}`));
        return;
      }
      resolvePromise(lines.map((l) => {
        try {
          return JSON.parse(l);
        } catch {
          return { error: `not JSON: ${l.slice(0, 200)}` };
        }
      }));
    });
    child.stdin.end(requests.map((r) => JSON.stringify(r)).join("\n") + "\n");
  });
}

export function readCases(file) {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

export async function score(opts) {
  const cases = readCases(opts.file);
  const schemas = readSchemas(opts.file);
  const answers = await runCli(opts.bin, cases.map((c) => requestOf(c, schemas)));
  const results = cases.map((c, i) => ({ case: c, ...judge(c, answers[i]) }));
  return results;
}

function show(v) {
  const s = typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 400 ? s.slice(0, 397) + "..." : s;
}

async function main() {
  let opts;
  try {
    opts = parseCliArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`score-grammar: ${e.message}\n`);
    return 2;
  }
  if (!existsSync(opts.bin)) {
    process.stderr.write(`score-grammar: ${opts.bin} not found; run node scripts/build.mjs (or npm ci) first\n`);
    return 2;
  }
  const results = await score(opts);
  const families = new Map();
  for (const r of results) {
    const f = r.case.family ?? "?";
    const e = families.get(f) ?? { pass: 0, total: 0 };
    e.total++;
    if (r.ok) e.pass++;
    families.set(f, e);
  }
  const passed = results.filter((r) => r.ok).length;
  if (opts.json) {
    process.stdout.write(JSON.stringify({ passed, total: results.length, families: Object.fromEntries(families), failing: results.filter((r) => !r.ok).map((r) => ({ id: r.case.id, why: r.why, got: r.got, want: r.want })) }) + "\n");
  } else {
    process.stdout.write("family            pass/total\n");
    for (const [f, e] of [...families].sort((a, b) => a[0].localeCompare(b[0]))) {
      process.stdout.write(`${f.padEnd(18)}${e.pass}/${e.total}${e.pass === e.total ? "" : "  FAIL"}\n`);
    }
    for (const r of results.filter((x) => !x.ok)) {
      process.stdout.write(`\nFAIL ${r.case.id} (${r.why})\n  got:      ${show(r.got)}\n  expected: ${show(r.want)}\n`);
    }
    const pos = results.filter((r) => r.case.expected?.length > 0);
    const neg = results.length - pos.length;
    process.stdout.write(
      `\ngrammar corpus: ${passed}/${results.length} cases (${pos.filter((r) => r.ok).length}/${pos.length} positive, ${results.filter((r) => !(r.case.expected?.length > 0) && r.ok).length}/${neg} negative)\n`,
    );
  }
  return passed === results.length || opts.report ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      process.stderr.write(`score-grammar: ${e.stack ?? e}\n`);
      process.exit(1);
    },
  );
}
