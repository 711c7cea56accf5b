#!/usr/bin/env node
// Generates the parts of README.md that must not drift from the code: the table of repair rules in the
// default order and the table of grammars, each between marker comments
//   <!-- generated:rules --> … <!-- /generated:rules -->   and   <!-- generated:grammars --> … <!-- /generated:grammars -->
// The order, names, stages and packages come from preset-pi-default itself (run `node scripts/build.mjs`
// first: under node the preset resolves to its built dist); what a rule fixes and the before → after line
// come from each package's README.
//   node scripts/docs.mjs           rewrite README.md
//   node scripts/docs.mjs --check   exit 1, with the differing lines, when README.md is stale
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { STAGE } from "@pi-tool-repair/host";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";

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

/** A rule README's example line: its `·`-separated pairs, at most three of them. */
function ruleExample(readme) {
  const line = beforeAfterLine(readme);
  if (line === undefined) return undefined;
  const parts = line
    .replace(/^\s*(?:[-*]\s+)?(?:\*\*)?(?:before → after|Before → after)(?:\*\*)?\s*:?\s*/, "")
    .replace(/\s*·\s*$/, "")
    .split(" · ")
    .map((s) => s.trim())
    .filter((s) => s.includes(ARROW));
  return parts.slice(0, 3).join("; ");
}

/**
 * A grammar README's first example: `before → after` on one line, or a fenced block whose next line starts
 * with `→` (the block's lines joined with ⏎).
 */
function grammarExample(readme) {
  const lines = readme.split("\n");
  const i = lines.findIndex((line) => line.includes(ARROW));
  if (i < 0) return undefined;
  const line = lines[i];
  const at = line.indexOf(ARROW);
  const head = line.slice(0, at).trim();
  const after = line.slice(at + ARROW.length).trim().replace(/^`([^`]*)`$/, "$1");
  if (head !== "") return `${code(head)} ${ARROW} ${plainOrCode(after)}`;
  const body = [];
  for (let j = i - 1; j >= 0; j--) {
    const above = lines[j];
    if (above.startsWith("```")) {
      if (body.length > 0) break; // the block's opening fence
      continue; // a closing fence right above the arrow line
    }
    if (above.trim() === "" && body.length > 0) break;
    body.unshift(above);
  }
  return `${code(body.join("⏎"))} ${ARROW} ${plainOrCode(after)}`;
}

/** The after side: already Markdown when it holds code spans, else one code span (a trailing note dropped). */
function plainOrCode(text) {
  const bare = text.replace(/\s{2,}\(.*\)$/, "");
  return bare.includes("`") ? cell(bare) : code(bare);
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

/** The rules table, in the order preset-pi-default taps them. */
export function rulesTable(rules = defaultPlugins().rules) {
  const rows = rules.map((rule, i) => {
    const readme = readPackageReadme(rule.package);
    const example = ruleExample(readme) ?? "";
    return `| ${i + 1} | [\`${rule.name}\`](${readmePathOf(rule.package)}) | ${stageName(rule.stage)} | ${cell(ruleSummary(readme))} | ${cell(example)} |`;
  });
  return ["| # | rule | stage | fixes | before → after |", "|---|---|---|---|---|", ...rows].join("\n");
}

/** The grammars table, in the order preset-pi-default taps them. */
export function grammarsTable(grammars = defaultPlugins().grammars) {
  const rows = grammars.map((g) => {
    const readme = readPackageReadme(g.package);
    const markers = [...new Set(g.markers ?? [])].map(code).join(" ");
    return `| [\`${g.name}\`](${readmePathOf(g.package)}) | \`${g.package}\` | ${markers} | ${grammarExample(readme) ?? ""} |`;
  });
  return ["| family | package | markers (as declared) | before → after |", "|---|---|---|---|", ...rows].join("\n");
}

const SECTIONS = { rules: rulesTable, grammars: grammarsTable };

/** README text with every generated section rewritten. Throws when a marker pair is missing. */
export function generate(readme) {
  let out = readme;
  for (const [name, make] of Object.entries(SECTIONS)) {
    const open = `<!-- generated:${name} -->`;
    const close = `<!-- /generated:${name} -->`;
    const a = out.indexOf(open);
    const b = out.indexOf(close);
    if (a < 0 || b < a) throw new Error(`README.md has no ${open} … ${close} pair`);
    out = `${out.slice(0, a + open.length)}\n<!-- written by node scripts/docs.mjs from the packages; do not edit -->\n${make()}\n${out.slice(b)}`;
  }
  return out;
}

/** Lines that differ between two texts, as a short diff-like message (empty when equal). */
export function differences(actual, expected) {
  const a = actual.split("\n");
  const e = expected.split("\n");
  const out = [];
  for (let i = 0; i < Math.max(a.length, e.length) && out.length < 40; i++) {
    if (a[i] === e[i]) continue;
    out.push(`README.md:${i + 1}`);
    if (a[i] !== undefined) out.push(`- ${a[i]}`);
    if (e[i] !== undefined) out.push(`+ ${e[i]}`);
  }
  return out.join("\n");
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const path = join(root, "README.md");
  const current = readFileSync(path, "utf8");
  const next = generate(current);
  if (process.argv.includes("--check")) {
    if (current !== next) {
      process.stderr.write(`README.md is stale; run node scripts/docs.mjs\n${differences(current, next)}\n`);
      process.exit(1);
    }
    process.stdout.write("README.md is up to date\n");
  } else if (current !== next) {
    writeFileSync(path, next);
    process.stdout.write("README.md rewritten\n");
  } else {
    process.stdout.write("README.md is up to date\n");
  }
}
