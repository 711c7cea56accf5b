#!/usr/bin/env node
/**
 * Scores the args corpus through the built command line, as an outside check would:
 *
 *   node test/corpus/score-args.mjs [CASES.jsonl] [--schemas tool-schemas.json] [--report]
 *
 * Runs `node_modules/.bin/pi-tool-repair` once as a co-process (JSON Lines), one line per case with the case's
 * schema. A case passes when:
 *   - `expected` is "reject": outcome "unrepairable" and the arguments unchanged (byte-identical JSON);
 *   - `expected` equals the input (a schema-valid call): outcome "valid", arguments byte-identical;
 *   - otherwise: outcome "repaired" and the arguments equal `expected` or one of `also_ok` (key order free).
 * Prints per-category results, every failing case with got/expected, and the figure N/M. Exits 1 when a case
 * fails, unless --report.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const report = args.includes("--report");
const schemasAt = args.indexOf("--schemas");
const schemasFile = schemasAt >= 0 ? resolve(args[schemasAt + 1]) : join(root, "test/fixtures/corpus/tool-schemas.json");
const positional = args.filter((a, i) => !a.startsWith("--") && (schemasAt < 0 || i !== schemasAt + 1));
const casesFile = positional[0] ? resolve(positional[0]) : join(root, "test/fixtures/corpus/args.jsonl");
const bin = join(root, "node_modules/.bin/pi-tool-repair");

/** JSON with object keys sorted: equality with key order free. */
export function canonical(value) {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}

/** Judges one answer of the command line against one case: `undefined` when it passes, else the reason. */
export function judge(c, got) {
  if (!got || typeof got !== "object" || "error" in got) return `error: ${got && got.error}`;
  const same = JSON.stringify(got.arguments) === JSON.stringify(c.input);
  if (c.expected === "reject") {
    if (got.outcome !== "unrepairable") return `expected unrepairable, got ${got.outcome}`;
    return same ? undefined : "unrepairable but the arguments changed";
  }
  if (typeof c.input !== "string" && canonical(c.expected) === canonical(c.input)) {
    if (got.outcome !== "valid") return `expected valid (unchanged), got ${got.outcome}`;
    return same ? undefined : "valid but not byte-identical";
  }
  if (got.outcome !== "repaired") return `expected repaired, got ${got.outcome}`;
  const answers = [c.expected, ...(Array.isArray(c.also_ok) ? c.also_ok : [])].map(canonical);
  return answers.includes(canonical(got.arguments)) ? undefined : "repaired to a different value";
}

async function main() {
  if (!existsSync(bin)) {
    console.error(`score-args: ${bin} is missing (run npm ci, then node scripts/build.mjs)`);
    return 2;
  }
  const schemas = JSON.parse(readFileSync(schemasFile, "utf8"));
  const cases = readFileSync(casesFile, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  const child = spawn(process.execPath, [bin], { stdio: ["pipe", "pipe", "inherit"] });
  const answers = [];
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
  const done = (async () => {
    for await (const line of lines) answers.push(JSON.parse(line));
  })();
  for (const c of cases) {
    const schema = schemas[c.tool];
    const line = schema === undefined ? { tool: c.tool, arguments: c.input } : { tool: c.tool, arguments: c.input, schema };
    child.stdin.write(JSON.stringify(line) + "\n");
  }
  child.stdin.end();
  await done;
  await new Promise((r) => child.on("close", r));
  if (answers.length !== cases.length) {
    console.error(`score-args: ${cases.length} cases but ${answers.length} answers`);
    return 2;
  }

  const byCategory = new Map();
  const failures = [];
  cases.forEach((c, i) => {
    const reason = judge(c, answers[i]);
    const cat = byCategory.get(c.category) ?? { pass: 0, total: 0 };
    cat.total++;
    if (reason === undefined) cat.pass++;
    else failures.push({ c, got: answers[i], reason });
    byCategory.set(c.category, cat);
  });
  const width = Math.max(...[...byCategory.keys()].map((k) => k.length));
  for (const [name, { pass, total }] of [...byCategory].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    console.log(`${name.padEnd(width)}  ${pass}/${total}${pass === total ? "" : "  ✗"}`);
  }
  for (const { c, got, reason } of failures) {
    console.log(`\nFAIL ${c.id} (${c.tool}, ${c.category}): ${reason}`);
    console.log(`  input:    ${JSON.stringify(c.input)}`);
    console.log(`  expected: ${JSON.stringify(c.expected)}`);
    console.log(`  got:      ${got?.outcome} ${JSON.stringify(got?.arguments)} rules=${JSON.stringify(got?.rules)}`);
  }
  const passed = cases.length - failures.length;
  console.log(`\nargs corpus: ${passed}/${cases.length}`);
  console.log(`${passed} passed, ${failures.length} failed`);
  return failures.length > 0 && !report ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => process.exit(code), (error) => {
    console.error(error);
    process.exit(2);
  });
}
