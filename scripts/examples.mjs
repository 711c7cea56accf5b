#!/usr/bin/env node
// The before → after examples of the Markdown docs, read in one machine-readable form and run through the
// command line (presets/pi-default/bin/pi-tool-repair.js, JSON Lines), so an example can never drift from what
// the code does. The forms (CONTRIBUTING.md, "Writing examples", says the same for authors):
//
//   inline, in prose or a table:  `read {"file_path":"a"}` → `{"path":"a"}`
//                                 `read raw {'path': 'a'}` → `{"path":"a"}`        (raw arguments text, ⏎ a line break)
//                                 `bash {"command":5}` → unrepairable   /  → unchanged (the call is valid)
//                                 `[TOOL_CALLS]bash[ARGS]{"command": "ls"}` → `toolCall bash {"command":"ls"}`
//                                 `Sure! <tool_call>…` → `text "Sure!" + toolCall read {"path":"a"}`
//                                 `<tool_call>{"name": "read"` → unchanged   /  → no call
//   in a fenced block whose info string is `example`: the same without backticks, one per line (a long
//   before may take several lines, the `→` line closes it; ⏎ in a before stands for a line break), or a
//   command-line line followed by `→ ` and the fields of the answer it must contain:
//       {"tool":"read","arguments":{"path":"a","limit":"20"}}
//       → {"outcome":"repaired","arguments":{"path":"a","limit":20}}
//   An `example` block may start with `model: ID` (the model id the line carries: it picks the model preset)
//   and `tools: pi` (pi's built-in tools are declared, so leaked calls are typed and repaired by their schemas);
//   `model: ID, tools: pi` says both. Without them a leaked-text example runs every grammar (named, so those that
//   run only where named run too), any tool name.
//   a tool that is not one of pi's built-ins (read, write, edit, bash, grep, find, ls) needs its schema, in a
//   fenced block whose info string is `json schema NAME`, in the same file or in a file it links to.
//
//   node scripts/examples.mjs [FILE.md …]   run the examples of these files (default: every README and doc)
//                                           and print each one that does not hold; exit 1 when one fails
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PI_TOOL_SCHEMAS, createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import { BUILTIN_MODEL_PRESETS } from "@pi-tool-repair/preset-pi-default/extension";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = join(root, "presets", "pi-default", "bin", "pi-tool-repair.js");
export const PI_TOOLS = new Set(["read", "write", "edit", "bash", "grep", "find", "ls"]);
const ARROW = "→";

/**
 * The packages the command line runs: preset-pi-default, its rules and grammars, and the built-in model presets.
 * A package README outside them (a package just scaffolded, not yet in the default preset) cannot be run through
 * the command line: its own tests check it.
 */
export function loadedPackages() {
  const host = createDefaultHost();
  return new Set(["@pi-tool-repair/host", "@pi-tool-repair/preset-pi-default", ...BUILTIN_MODEL_PRESETS, ...host.plugins.map((p) => p.package).filter(Boolean)]);
}

/** Every Markdown file whose examples are checked: the root docs, docs/*.md and the READMEs of the loaded packages. */
export function docFiles() {
  const loaded = loadedPackages();
  const out = ["README.md", "CONTRIBUTING.md"].filter((f) => existsSync(join(root, f)));
  const docs = join(root, "docs");
  if (existsSync(docs)) for (const f of readdirSync(docs).sort()) if (f.endsWith(".md")) out.push(`docs/${f}`);
  out.push("host/README.md", "kit/README.md");
  for (const group of ["rules", "grammars", "presets"]) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const f = `${group}/${name}/README.md`;
      const manifest = join(root, group, name, "package.json");
      if (!existsSync(join(root, f)) || !existsSync(manifest)) continue;
      if (loaded.has(JSON.parse(readFileSync(manifest, "utf8")).name)) out.push(f);
    }
  }
  // the adapters (the AI SDK middleware) run the same repair: their examples are checked too
  const adapters = join(root, "adapters");
  if (existsSync(adapters)) for (const name of readdirSync(adapters).sort()) if (existsSync(join(adapters, name, "README.md"))) out.push(`adapters/${name}/README.md`);
  return out;
}

/** The end (exclusive) of the JSON value starting at `i` (forward only), or -1. */
export function jsonEnd(s, i) {
  const c = s[i];
  if (c === '"') {
    for (let j = i + 1; j < s.length; j++) {
      if (s[j] === "\\") j++;
      else if (s[j] === '"') return j + 1;
    }
    return -1;
  }
  if (c === "{" || c === "[") {
    let depth = 0;
    for (let j = i; j < s.length; j++) {
      const d = s[j];
      if (d === '"') {
        j = jsonEnd(s, j) - 1;
        if (j < 0) return -1;
      } else if (d === "{" || d === "[") depth++;
      else if (d === "}" || d === "]") {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return -1;
  }
  const m = /^(?:-?\d[\d.eE+-]*|true|false|null)/.exec(s.slice(i, i + 400));
  return m ? i + m[0].length : -1;
}

function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** `read {"path":"a"}` or `read raw TEXT` → { tool, arguments }; anything else → undefined (leaked text). */
export function parseCallBefore(text) {
  const m = /^([A-Za-z_][\w.-]*) ([\s\S]+)$/.exec(text);
  if (!m) return undefined;
  const [, tool, rest] = m;
  if (rest.startsWith("raw ")) return { tool, arguments: rest.slice(4).replaceAll("⏎", "\n") };
  if (!/^[{["\d-]|^(true|false|null)\b/.test(rest)) return undefined;
  const parsed = parseJson(rest);
  return parsed.ok ? { tool, arguments: parsed.value } : undefined;
}

const KEYWORDS = ["unrepairable", "unchanged", "no call"];

/**
 * The after side of a leaked-text example: `text "…"` and `toolCall NAME JSON` items joined by `, ` or ` + `.
 * Returns { text?, calls } and where the parsed part ends, or undefined.
 */
export function parseMessageAfter(s) {
  let i = 0;
  let text;
  const calls = [];
  for (;;) {
    if (s.startsWith("text ", i)) {
      const end = jsonEnd(s, i + 5);
      const parsed = end < 0 ? { ok: false } : parseJson(s.slice(i + 5, end));
      if (!parsed.ok || typeof parsed.value !== "string") return undefined;
      text = parsed.value;
      i = end;
    } else if (s.startsWith("toolCall ", i)) {
      const m = /^toolCall ([^\s{]+) /.exec(s.slice(i));
      if (!m) return undefined;
      const at = i + m[0].length;
      const end = jsonEnd(s, at);
      const parsed = end < 0 ? { ok: false } : parseJson(s.slice(at, end));
      if (!parsed.ok) return undefined;
      calls.push({ name: m[1], arguments: parsed.value });
      i = end;
    } else return undefined;
    const sep = /^(?:, | \+ )(?=text |toolCall )/.exec(s.slice(i));
    if (!sep) break;
    i += sep[0].length;
  }
  return { after: { text, calls }, end: i };
}

/**
 * One example from its two sides. `before` is the text of the before side; `after` is either
 * { code: TEXT } (a code span, or the text after the arrow in a fence) or { word: KEYWORD }.
 */
function makeExample(before, after, where) {
  const call = parseCallBefore(before);
  if (call) {
    if (typeof call.arguments === "string" && !before.slice(call.tool.length + 1).startsWith("raw ")) {
      return { problem: "raw arguments text is written `TOOL raw TEXT`" };
    }
    if (after.word === "no call") return { problem: `"no call" is for leaked text; a tool call is unrepairable or unchanged` };
    if (after.word) return { example: { ...where, kind: "call", tool: call.tool, arguments: call.arguments, expect: { outcome: after.word === "unchanged" ? "valid" : "unrepairable" } } };
    const parsed = parseJson(after.code);
    if (!parsed.ok) return { problem: `the after side of a ${call.tool} call is not JSON: ${after.code}` };
    return { example: { ...where, kind: "call", tool: call.tool, arguments: call.arguments, expect: { outcome: "repaired", arguments: parsed.value } } };
  }
  const text = before.replaceAll("⏎", "\n");
  if (after.word === "unrepairable") return { problem: `"unrepairable" is for tool calls; leaked text is unchanged or no call` };
  if (after.word) return { example: { ...where, kind: "message", text, expect: after.word === "unchanged" ? { unchanged: true } : { calls: [] } } };
  const parsed = parseMessageAfter(after.code);
  if (!parsed || parsed.end !== after.code.length) return { problem: `not a leaked-text result (text "…", toolCall NAME JSON): ${after.code}` };
  return { example: { ...where, kind: "message", text, expect: parsed.after } };
}

/** Code spans of one line of Markdown: [{ start, end, content }] (end exclusive, after the closing run). */
function codeSpans(line) {
  const spans = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] === "\\" && line[i + 1] === "`") {
      i += 2;
      continue;
    }
    if (line[i] !== "`") {
      i++;
      continue;
    }
    let n = 0;
    while (line[i + n] === "`") n++;
    const fence = "`".repeat(n);
    let j = line.indexOf(fence, i + n);
    while (j >= 0 && line[j + n] === "`") {
      let k = j;
      while (line[k] === "`") k++;
      j = line.indexOf(fence, k);
    }
    if (j < 0) {
      i += n;
      continue;
    }
    let content = line.slice(i + n, j);
    if (content.length > 1 && content.startsWith(" ") && content.endsWith(" ") && content.trim() !== "") content = content.slice(1, -1);
    spans.push({ start: i, end: j + n, content });
    i = j + n;
  }
  return spans;
}

/** The after side written after an arrow at `at` of `line`: a code span starting there, or a keyword. */
function afterAt(line, at, spans, unescape) {
  const next = spans.findIndex((sp) => sp.start === at);
  if (next >= 0) return { after: { code: unescape(spans[next].content) }, span: next };
  const word = KEYWORDS.find((k) => line.startsWith(k, at) && !/[\w-]/.test(line[at + k.length] ?? ""));
  return word ? { after: { word }, span: -1 } : undefined;
}

/**
 * The examples written inline in one prose or table line, and the arrows after a code span that are none. In a
 * table, a cell that starts with → is the after side of the first code span of the cell before it.
 */
function inlineExamples(line, where) {
  const table = line.trimStart().startsWith("|");
  const unescape = (t) => (table ? t.replaceAll("\\|", "|") : t);
  const spans = codeSpans(line);
  const examples = [];
  const problems = [];
  const used = new Set();
  const add = (beforeSpan, found) => {
    used.add(beforeSpan);
    if (found.span >= 0) used.add(found.span);
    const made = makeExample(unescape(spans[beforeSpan].content), found.after, where);
    if (made.problem) problems.push({ ...where, text: line.trim(), why: made.problem });
    else examples.push(made.example);
  };
  if (table) {
    // cell boundaries: unescaped | outside code spans
    const bars = [];
    for (let i = 0; i < line.length; i++) {
      if (line[i] === "|" && line[i - 1] !== "\\" && !spans.some((sp) => i > sp.start && i < sp.end)) bars.push(i);
    }
    for (let c = 1; c < bars.length - 1; c++) {
      const cellStart = bars[c] + 1;
      const m = /^\s*→\s*/.exec(line.slice(cellStart));
      if (!m) continue;
      const prev = spans.findIndex((sp) => sp.start > bars[c - 1] && sp.end <= bars[c]);
      const found = afterAt(line, cellStart + m[0].length, spans, unescape);
      if (prev < 0 || !found) {
        problems.push({ ...where, text: line.trim(), why: "a table cell → … must follow a cell holding a code span `TOOL ARGS` or leaked text, and lead to a code span, unrepairable, unchanged or no call" });
        continue;
      }
      add(prev, found);
    }
  }
  for (let s = 0; s < spans.length; s++) {
    if (used.has(s)) continue;
    const span = spans[s];
    const arrow = /^\s*→\s*/.exec(line.slice(span.end));
    if (!arrow) continue;
    const found = afterAt(line, span.end + arrow[0].length, spans, unescape);
    if (!found) {
      problems.push({ ...where, text: line.trim(), why: "an arrow after a code span must lead to a code span, unrepairable, unchanged or no call" });
      continue;
    }
    if (found.span >= 0 && used.has(found.span)) continue;
    add(s, found);
  }
  return { examples, problems };
}

/** The after side of a fenced example line: a keyword, a leaked-text result or JSON, then an optional note. */
function fencedAfter(s) {
  const word = KEYWORDS.find((k) => s.startsWith(k) && !/[\w-]/.test(s[k.length] ?? ""));
  if (word) return { word };
  const message = parseMessageAfter(s);
  if (message) return { code: s.slice(0, message.end), note: s.slice(message.end) };
  const end = jsonEnd(s, 0);
  if (end > 0) return { code: s.slice(0, end), note: s.slice(end) };
  return undefined;
}

const noteOk = (note) => note === undefined || note === "" || /^(?:\s|[,;:.])/.test(note);

/** The examples of one fenced `example` block (its lines, with their line numbers). */
function fencedExamples(lines, file) {
  const examples = [];
  const problems = [];
  let pending = [];
  let context = {};
  for (let k = 0; k < lines.length; k++) {
    const { text: line, line: n } = lines[k];
    const where = { file, line: n, ...context };
    const directive = /^model: (\S+?)(,? tools: pi)?$|^tools: pi$/.exec(line.trim());
    if (directive && pending.length === 0) {
      context = { ...context, ...(directive[1] ? { model: directive[1] } : {}), ...(directive[2] || !directive[1] ? { piTools: true } : {}) };
      continue;
    }
    if (line.trim() === "") {
      if (pending.length > 0) problems.push({ file, line: pending[0].line, text: pending[0].text, why: "a before without its → line" });
      pending = [];
      continue;
    }
    const trimmed = line.trim();
    if (trimmed.startsWith(ARROW)) {
      const afterText = trimmed.slice(ARROW.length).trim();
      if (pending.length === 0) {
        problems.push({ ...where, text: trimmed, why: "a → line without a before" });
        continue;
      }
      const before = pending.map((p) => p.text).join("\n");
      const first = { file, line: pending[0].line, ...context };
      pending = [];
      const cliLine = parseJson(before);
      if (cliLine.ok && cliLine.value && typeof cliLine.value === "object" && ("tool" in cliLine.value || "message" in cliLine.value)) {
        const expected = parseJson(afterText);
        if (!expected.ok) problems.push({ ...first, text: before, why: "the answer of a command-line line must be JSON" });
        else examples.push({ ...first, kind: "line", line: first.line, input: cliLine.value, expect: expected.value });
        continue;
      }
      const after = fencedAfter(afterText);
      if (!after || !noteOk(after.note)) {
        problems.push({ ...first, text: afterText, why: "not an after side (JSON, text/toolCall, unrepairable, unchanged or no call)" });
        continue;
      }
      const made = makeExample(pending.length === 0 ? before : before, after, first);
      if (made.problem) problems.push({ ...first, text: before, why: made.problem });
      else examples.push(made.example);
      continue;
    }
    const at = line.search(/\s→\s|\s→$/);
    if (at >= 0) {
      if (pending.length > 0) problems.push({ file, line: pending[0].line, text: pending[0].text, why: "a before without its → line" });
      pending = [];
      const before = line.slice(0, at).trim();
      const afterText = line.slice(at).trim().slice(ARROW.length).trim();
      const after = fencedAfter(afterText);
      if (!after || !noteOk(after.note)) {
        problems.push({ ...where, text: line.trim(), why: "not an after side (JSON, text/toolCall, unrepairable, unchanged or no call)" });
        continue;
      }
      const made = makeExample(before, after, where);
      if (made.problem) problems.push({ ...where, text: line.trim(), why: made.problem });
      else examples.push(made.example);
      continue;
    }
    pending.push({ text: line.replace(/^ {0,}/, (sp) => (pending.length === 0 ? "" : sp)), line: n });
  }
  if (pending.length > 0) problems.push({ file, line: pending[0].line, text: pending[0].text, why: "a before without its → line" });
  return { examples, problems };
}

/**
 * Everything the checker reads in one Markdown text: its examples, the schemas it declares, its relative
 * links, and the problems (arrows that look like examples but are not in the form).
 */
export function readDoc(markdown, file) {
  const examples = [];
  const problems = [];
  const schemas = new Map();
  const links = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      const [, , fence, info] = open;
      const body = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        if (lines[j].trimStart().startsWith(fence)) break;
        body.push({ text: lines[j], line: j + 1 });
      }
      const words = info.trim().split(/\s+/);
      if (words[0] === "example") {
        const found = fencedExamples(body, file);
        examples.push(...found.examples);
        problems.push(...found.problems);
      } else if (words[0] === "json" && words[1] === "schema" && words[2]) {
        const parsed = parseJson(body.map((b) => b.text).join("\n"));
        if (!parsed.ok) problems.push({ file, line: i + 1, text: line, why: `the schema of ${words[2]} is not JSON` });
        else schemas.set(words[2], parsed.value);
      } else if (words[0] === "" && body.some((b) => b.text.includes(ARROW))) {
        problems.push({ file, line: i + 1, text: line, why: "a fenced block with → lines needs the info string `example` (or `text` when it shows no example)" });
      }
      i = j;
      continue;
    }
    if (line.trimStart().startsWith(ARROW)) problems.push({ file, line: i + 1, text: line.trim(), why: "a line that starts with → belongs in an `example` block, after its before" });
    const found = inlineExamples(line, { file, line: i + 1 });
    examples.push(...found.examples);
    problems.push(...found.problems);
    for (const m of line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(m[1])) links.push(m[1]);
    }
  }
  return { examples, problems, schemas, links };
}

/** Reads every file; resolves each example's schema (its own file's, else a linked file's); returns all. */
export function collect(files = docFiles()) {
  const docs = new Map(files.map((f) => [f, readDoc(readFileSync(join(root, f), "utf8"), f)]));
  const examples = [];
  const problems = [];
  const schemaOf = (file, tool) => {
    const own = docs.get(file)?.schemas.get(tool);
    if (own) return own;
    for (const link of docs.get(file)?.links ?? []) {
      const target = relative(root, resolve(root, dirname(file), decodeURIComponent(link)));
      const linked = docs.get(target) ?? (existsSync(join(root, target)) && target.endsWith(".md") ? readDoc(readFileSync(join(root, target), "utf8"), target) : undefined);
      const s = linked?.schemas.get(tool);
      if (s) return s;
    }
    return undefined;
  };
  for (const [file, doc] of docs) {
    problems.push(...doc.problems);
    for (const ex of doc.examples) {
      if (ex.kind === "call" && !PI_TOOLS.has(ex.tool)) {
        const schema = schemaOf(file, ex.tool);
        if (!schema) {
          problems.push({ file, line: ex.line, text: ex.tool, why: `tool "${ex.tool}" is not one of pi's: declare its schema in a \`json schema ${ex.tool}\` block here or in a file linked from here` });
          continue;
        }
        ex.schema = schema;
      }
      examples.push(ex);
    }
  }
  return { examples, problems };
}

/** The command-line line an example sends. */
export function inputLine(ex) {
  if (ex.kind === "line") return ex.input;
  if (ex.kind === "call") return { tool: ex.tool, arguments: ex.arguments, ...(ex.schema ? { schema: ex.schema } : {}) };
  const message = { role: "assistant", content: [{ type: "text", text: ex.text }], stopReason: "stop" };
  return { message, ...(ex.piTools ? { tools: PI_TOOL_SCHEMAS } : {}), ...(ex.model ? { model: ex.model } : {}) };
}

const collapse = (t) => t.replace(/\s+/g, " ").trim();
const visible = (message) =>
  (message?.content ?? [])
    .filter((b) => b.type === "text")
    .map((b) => b.text)
    .join("\n");

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b) || deepEqual(a, b);
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}
/** Whether `actual` holds every field of `expected` (objects: a subset of keys, arrays: the same length). */
function contains(actual, expected) {
  if (expected === null || typeof expected !== "object") return actual === expected;
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => contains(actual[i], e));
  return actual !== null && typeof actual === "object" && !Array.isArray(actual) && Object.entries(expected).every(([k, v]) => contains(actual[k], v));
}

/** Why the command line's answer does not match the example, or undefined when it does. */
export function mismatch(ex, answer) {
  const show = (v) => JSON.stringify(v);
  if (ex.kind === "line") return contains(answer, ex.expect) ? undefined : `expected the answer to contain ${show(ex.expect)}`;
  if (answer.error) return `error: ${answer.error}`;
  if (ex.kind === "call") {
    if (answer.outcome !== ex.expect.outcome) return `expected ${ex.expect.outcome}, got ${answer.outcome} ${show(answer.arguments)}`;
    if (ex.expect.outcome === "repaired" && !same(answer.arguments, ex.expect.arguments)) return `expected ${show(ex.expect.arguments)}`;
    return undefined;
  }
  const calls = answer.recovered.map((c) => ({ name: c.name, arguments: c.arguments }));
  if (ex.expect.unchanged) return answer.changed ? `expected unchanged, got ${show(calls)}, text ${show(visible(answer.message))}` : undefined;
  if (!same(calls, ex.expect.calls)) return `expected calls ${show(ex.expect.calls)}`;
  if (ex.expect.text !== undefined && collapse(visible(answer.message)) !== collapse(ex.expect.text)) return `expected the text ${show(ex.expect.text)}`;
  return undefined;
}

/** The command line's answers to `examples`, one process, with `args`. */
function answersOf(examples, args) {
  if (examples.length === 0) return [];
  const input = examples.map((ex) => JSON.stringify(inputLine(ex))).join("\n") + "\n";
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: "utf8", maxBuffer: 1 << 28, timeout: 120_000 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`pi-tool-repair exited ${r.status}: ${r.stderr}`);
  const answers = r.stdout.split("\n").filter((l) => l !== "");
  if (answers.length !== examples.length) throw new Error(`pi-tool-repair answered ${answers.length} of ${examples.length} lines:\n${r.stderr}`);
  return answers.map((a) => JSON.parse(a));
}

/** Runs every example through the command line; returns [{ example, answer, why }]. */
export function run(examples) {
  if (examples.length === 0) return [];
  return answersOf(examples, []).map((answer, i) => ({ example: examples[i], answer, why: mismatch(examples[i], answer) }));
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const files = process.argv.slice(2);
  const { examples, problems } = collect(files.length > 0 ? files : undefined);
  const results = run(examples);
  let bad = 0;
  for (const p of problems) {
    bad++;
    process.stdout.write(`${p.file}:${p.line}: ${p.why}\n    ${p.text}\n`);
  }
  for (const r of results) {
    if (!r.why) continue;
    bad++;
    process.stdout.write(`${r.example.file}:${r.example.line}: ${r.why}\n    sent ${JSON.stringify(inputLine(r.example))}\n    got  ${JSON.stringify(r.answer).slice(0, 400)}\n`);
  }
  process.stdout.write(`${examples.length} examples, ${results.filter((r) => !r.why).length} hold; ${bad} problem(s)\n`);
  process.exitCode = bad > 0 ? 1 : 0;
}
