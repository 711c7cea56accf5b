#!/usr/bin/env node
// Generates the parts of the docs that must not drift from the code: the tables of repair rules in the
// default order and of grammars, each between marker comments
//   <!-- generated:NAME --> … <!-- /generated:NAME -->
// README.md holds the short tables (`rules-short`, `grammars-short`: one example each), docs/rules.md the full
// rules table (`rules`: stage, what it fixes, up to three examples), docs/grammars.md the full grammars table
// (`grammars`: package, declared markers). The order, names, stages and packages come from preset-pi-default
// itself (run `node scripts/build.mjs` first: under node the preset resolves to its built dist); what a rule
// fixes and the before → after examples come from each package's README.
//   node scripts/docs.mjs           rewrite README.md, docs/rules.md and docs/grammars.md
//   node scripts/docs.mjs --check   exit 1, with the differing lines, when one of them is stale
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { STAGE } from "@pi-tool-repair/host";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import { readDoc } from "./examples.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ARROW = "→";

/** `@pi-tool-repair/rule-x` → `rules/x/README.md`, `@pi-tool-repair/grammar-y` → `grammars/y/README.md`. */
export function readmePathOf(pkg) {
  const m = /^@pi-tool-repair\/(rule|grammar)-([a-z0-9-]+)$/.exec(pkg ?? "");
  if (!m) throw new Error(`not a rule or grammar package: ${pkg}`);
  return join(`${m[1]}s`, m[2], "README.md");
}

const readPackageReadme = (pkg) => readFileSync(join(root, readmePathOf(pkg)), "utf8");

/** A code span that survives a GFM table cell: `|` escaped, fence long enough for the backticks inside. */
function code(text) {
  let run = 0;
  let longest = 0;
  for (const ch of text) {
    run = ch === "`" ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || longest > 0 ? " " : "";
  return `${fence}${pad}${text.replaceAll("|", "\\|")}${pad}${fence}`;
}

/** Markdown prose in a table cell: `|` outside code spans escaped (inside them they are already). */
const cell = (text) => text.replace(/(?<!\\)\|/g, "\\|");

/** The first line of a package README that holds a before → after example, or undefined. */
export function beforeAfterLine(readme) {
  return readme.split("\n").find((line) => line.includes(ARROW));
}

/** What a rule fixes: its README's one-line description (line 2), without the trailing "Stage …" note. */
function ruleSummary(readme) {
  const line = readme.split("\n")[1] ?? "";
  const at = line.search(/ Stage[ :]/);
  return (at >= 0 ? line.slice(0, at) : line).trim();
}

/** A rule README's example line: its `·`-separated pairs, at most three of them, joined with `; `. */
function ruleExample(readme) {
  const parts = ruleExamples(readme);
  return parts === undefined ? undefined : parts.join("; ");
}

/** The `·`-separated before → after pairs of a rule README's example line, at most three. */
function ruleExamples(readme) {
  const line = beforeAfterLine(readme);
  if (line === undefined) return undefined;
  const parts = line
    .replace(/^\s*(?:[-*]\s+)?(?:\*\*)?(?:before → after|Before → after)(?:\*\*)?\s*:?\s*/, "")
    .replace(/\s*·\s*$/, "")
    .split(" · ")
    .map((s) => s.trim())
    .filter((s) => s.includes(ARROW));
  return parts.slice(0, 3);
}

/** A leaked-text example's after side in the checked form: `text "…" + toolCall NAME JSON, …`. */
function messageAfter(expect) {
  if (expect.unchanged) return "unchanged";
  const calls = expect.calls.map((c) => `toolCall ${c.name} ${JSON.stringify(c.arguments)}`).join(", ");
  if (expect.text !== undefined) return calls ? `text ${JSON.stringify(expect.text)} + ${calls}` : `text ${JSON.stringify(expect.text)}`;
  return calls || "no call";
}

/**
 * A grammar README's first example (as scripts/examples.mjs reads it), its line breaks shown as ⏎. A declared variant
 * (`meta.variantOf`) shares its package's README: its example is the first one holding its first marker.
 */
function grammarExample(readme, g) {
  const own = g?.meta?.variantOf !== undefined ? g.markers?.[0] : undefined;
  const example = readDoc(readme, "README.md").examples.find((e) => e.kind === "message" && !e.model && (own === undefined || e.text.includes(own)));
  if (!example) return undefined;
  const after = messageAfter(example.expect);
  return `${code(example.text.replaceAll("\n", "⏎"))} ${ARROW} ${/^(unchanged|no call)$/.test(after) ? after : code(after)}`;
}

function stageName(stage) {
  const named = Object.entries(STAGE).find(([, v]) => v === stage);
  return named ? `${stage} \`${named[0]}\`` : String(stage);
}

function defaultPlugins() {
  const host = createDefaultHost().freeze();
  const byName = new Map(host.plugins.map((p) => [p.name, p]));
  const tapped = (hook) => host.hooks[hook].taps.map((t) => byName.get(t.name)).filter((p) => p !== undefined);
  return { rules: tapped("repair"), grammars: tapped("recover") };
}

/** A link to a package README from a doc in `from` ("" = the repository root, "docs" = docs/). */
const linkTo = (pkg, from = "") => (from ? `../${readmePathOf(pkg)}`.replaceAll("\\", "/") : readmePathOf(pkg).replaceAll("\\", "/"));

/** The full rules table, in the order preset-pi-default taps them. */
export function rulesTable(rules = defaultPlugins().rules, from = "") {
  const rows = rules.map((rule, i) => {
    const readme = readPackageReadme(rule.package);
    const example = ruleExample(readme) ?? "";
    return `| ${i + 1} | [\`${rule.name}\`](${linkTo(rule.package, from)}) | ${stageName(rule.stage)} | ${cell(ruleSummary(readme))} | ${cell(example)} |`;
  });
  return ["| # | rule | stage | fixes | before → after |", "|---|---|---|---|---|", ...rows].join("\n");
}

/** The short rules table of README.md: each rule's first example. */
export function shortRulesTable(rules = defaultPlugins().rules, from = "") {
  const rows = rules.map((rule, i) => {
    const readme = readPackageReadme(rule.package);
    const example = (ruleExamples(readme) ?? [""])[0];
    return `| ${i + 1} | [\`${rule.name}\`](${linkTo(rule.package, from)}) | ${cell(example)} |`;
  });
  return ["| # | rule | before → after |", "|---|---|---|", ...rows].join("\n");
}

/** ` (variant of `dsml`)` after a declared variant's name (`meta.variantOf`), else nothing. */
const variantNote = (g) => (typeof g.meta?.variantOf === "string" ? ` (variant of \`${g.meta.variantOf}\`)` : "");

/** The full grammars table, in the order preset-pi-default taps them. */
export function grammarsTable(grammars = defaultPlugins().grammars, from = "") {
  const rows = grammars.map((g) => {
    const readme = readPackageReadme(g.package);
    const markers = [...new Set(g.markers ?? [])].map(code).join(" ");
    return `| [\`${g.name}\`](${linkTo(g.package, from)})${variantNote(g)} | \`${g.package}\` | ${markers} | ${grammarExample(readme, g) ?? ""} |`;
  });
  return ["| family | package | markers (as declared) | before → after |", "|---|---|---|---|", ...rows].join("\n");
}

/** The short grammars table of README.md: family and first example. */
export function shortGrammarsTable(grammars = defaultPlugins().grammars, from = "") {
  const rows = grammars.map((g) => `| [\`${g.name}\`](${linkTo(g.package, from)})${variantNote(g)} | ${grammarExample(readPackageReadme(g.package), g) ?? ""} |`);
  return ["| family | before → after |", "|---|---|", ...rows].join("\n");
}

/** The survey of tool-call formats (issue 35): `docs/data/families.json`. */
export function readFamilies() {
  return JSON.parse(readFileSync(join(root, "docs", "data", "families.json"), "utf8"));
}

const PEER_NAMES = { vllm: "vLLM", sglang: "SGLang", llamacpp: "llama.cpp", ollama: "Ollama", mlxlm: "mlx-lm" };

/** How many peers parse a family (a peer with at least one parser named). */
export const peerCount = (family) => Object.values(family.peers ?? {}).filter((names) => names.length > 0).length;

/**
 * A family's status against the loaded grammars: `recovered` only when its `grammar` is a loaded grammar's name
 * (a named grammar that is not loaded is `not yet`: honest while packages land), `policy` for a `why` marked
 * `policy`, else `not yet`.
 */
export function coverageStatus(family, loaded) {
  if (family.grammar !== undefined) return loaded.has(family.grammar) ? "recovered" : "not yet";
  return family.policy ? "policy" : "not yet";
}

/** The coverage table of docs/grammars.md: every surveyed family, its peers, and the grammar that recovers it or why none. */
export function coverageTable(grammars = defaultPlugins().grammars, from = "docs", families = readFamilies().families) {
  const loaded = new Map(grammars.map((g) => [g.name, g]));
  const count = { recovered: 0, policy: 0, "not yet": 0 };
  const rows = families.map((f) => {
    const status = coverageStatus(f, loaded);
    count[status]++;
    const peers = Object.entries(PEER_NAMES)
      .filter(([key]) => (f.peers?.[key] ?? []).length > 0)
      .map(([key, name]) => `${name} ${f.peers[key].join(", ")}`)
      .join("; ");
    const g = f.grammar === undefined ? undefined : loaded.get(f.grammar);
    const variantOf = g?.meta?.variantOf;
    const what =
      status === "recovered"
        ? `recovered ([\`${f.grammar}\`](${linkTo(g.package, from)})${variantOf ? `, a variant of \`${variantOf}\`` : ""})${f.note ? `: ${f.note}` : ""}`
        : f.grammar !== undefined
          ? `not yet (grammar \`${f.grammar}\` not loaded)`
          : `${status === "policy" ? "by policy" : "not yet"}: ${f.why}`;
    const models = (f.models ?? []).map(code).join(" ");
    return `| ${f.id} | ${cell(f.family)} | ${code(f.markers.replaceAll("\n", "⏎"))} | ${peers || "—"} | ${models || "—"} | ${cell(what)} |`;
  });
  const summary = `${families.length} families: recovered ${count.recovered}, by policy ${count.policy}, not yet ${count["not yet"]}.`;
  return [summary, "", "| # | family | markers (layout) | parsed by | model ids | pi-tool-repair |", "|---|---|---|---|---|---|", ...rows].join("\n");
}

/** Which file holds which generated sections. */
export const TARGETS = {
  "README.md": { "rules-short": () => shortRulesTable(), "grammars-short": () => shortGrammarsTable() },
  "docs/rules.md": { rules: () => rulesTable(undefined, "docs") },
  "docs/grammars.md": { grammars: () => grammarsTable(undefined, "docs"), coverage: () => coverageTable() },
};

/** A doc's text with every generated section of that file rewritten. Throws when a marker pair is missing. */
export function generate(readme, file = "README.md") {
  let out = readme;
  for (const [name, make] of Object.entries(TARGETS[file] ?? {})) {
    const open = `<!-- generated:${name} -->`;
    const close = `<!-- /generated:${name} -->`;
    const a = out.indexOf(open);
    const b = out.indexOf(close);
    if (a < 0 || b < a) throw new Error(`${file} has no ${open} … ${close} pair`);
    out = `${out.slice(0, a + open.length)}\n<!-- written by node scripts/docs.mjs from the packages; do not edit -->\n${make()}\n${out.slice(b)}`;
  }
  return out;
}

/** Lines that differ between two texts, as a short diff-like message (empty when equal). */
export function differences(actual, expected, file = "README.md") {
  const a = actual.split("\n");
  const e = expected.split("\n");
  const out = [];
  for (let i = 0; i < Math.max(a.length, e.length) && out.length < 40; i++) {
    if (a[i] === e[i]) continue;
    out.push(`${file}:${i + 1}`);
    if (a[i] !== undefined) out.push(`- ${a[i]}`);
    if (e[i] !== undefined) out.push(`+ ${e[i]}`);
  }
  return out.join("\n");
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  let stale = false;
  for (const file of Object.keys(TARGETS)) {
    const path = join(root, file);
    const current = readFileSync(path, "utf8");
    const next = generate(current, file);
    if (process.argv.includes("--check")) {
      if (current !== next) {
        stale = true;
        process.stderr.write(`${file} is stale; run node scripts/docs.mjs\n${differences(current, next, file)}\n`);
      } else process.stdout.write(`${file} is up to date\n`);
    } else if (current !== next) {
      writeFileSync(path, next);
      process.stdout.write(`${file} rewritten\n`);
    } else process.stdout.write(`${file} is up to date\n`);
  }
  if (stale) process.exit(1);
}
