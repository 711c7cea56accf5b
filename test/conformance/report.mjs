#!/usr/bin/env node
/**
 * Per-family table of the chat-template round trips: passed / documented / known failing (and any failure),
 * and per-family table of the peer parser cases (test/conformance/peers.test.ts: passed / documented
 * differences / known failing, per source), from a real run of both tests (vitest's JSON reporter), never
 * typed by hand.
 *   node test/conformance/report.mjs           prints it
 *   node test/conformance/report.mjs --write   also writes docs/conformance.md (checked by templates.test.ts and peers.test.ts)
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const run = spawnSync("npx", ["vitest", "run", "test/conformance/templates.test.ts", "test/conformance/peers.test.ts", "--reporter=json"], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const start = run.stdout.indexOf("{");
if (start < 0) {
  process.stderr.write(run.stderr || "vitest printed no JSON\n");
  process.exit(1);
}
const report = JSON.parse(run.stdout.slice(start));

const isPeers = (file) => file.name.endsWith("peers.test.ts");
const rows = new Map();
for (const file of report.testResults) {
  if (isPeers(file)) continue;
  for (const t of file.assertionResults) {
    const [scope] = t.ancestorTitles;
    if (!scope || t.title.startsWith("model ")) continue; // the preset check is not a round trip
    const [family, template] = scope.split(" › ");
    const key = `${family}\t${template}`;
    const row = rows.get(key) ?? { family, template, passed: 0, documented: 0, knownFailing: 0, failed: 0 };
    if (t.status !== "passed") row.failed++;
    else if (t.title.endsWith("[documented]")) row.documented++;
    else if (t.title.endsWith("[known failing]")) row.knownFailing++;
    else row.passed++;
    rows.set(key, row);
  }
}

const list = [...rows.values()].sort((a, b) => a.family.localeCompare(b.family) || a.template.localeCompare(b.template));
const total = list.reduce((s, r) => ({ passed: s.passed + r.passed, documented: s.documented + r.documented, knownFailing: s.knownFailing + r.knownFailing, failed: s.failed + r.failed }), { passed: 0, documented: 0, knownFailing: 0, failed: 0 });
const lines = [
  "| family | template | round trips passed | documented | known failing | failed |",
  "| --- | --- | ---: | ---: | ---: | ---: |",
  ...list.map((r) => `| ${r.family} | ${r.template} | ${r.passed} | ${r.documented} | ${r.knownFailing} | ${r.failed} |`),
  `| **all** | ${list.length} rows | ${total.passed} | ${total.documented} | ${total.knownFailing} | ${total.failed} |`,
];

const peerRows = new Map();
let peerFailedOther = 0;
for (const file of report.testResults) {
  if (!isPeers(file)) continue;
  for (const t of file.assertionResults) {
    const [scope] = t.ancestorTitles;
    if (!scope) {
      // the shape check counts; the docs check compares against the file this script writes, so it does not
      if (t.status !== "passed" && !t.title.startsWith("docs/conformance.md")) peerFailedOther++;
      continue;
    }
    const [source, family] = scope.split(" › ");
    const key = `${family}\t${source}`;
    const row = peerRows.get(key) ?? { family, source, passed: 0, documented: 0, knownFailing: 0, failed: 0 };
    if (t.status !== "passed") row.failed++;
    else if (t.title.endsWith("[difference]")) row.documented++;
    else if (t.title.endsWith("[known failing]")) row.knownFailing++;
    else row.passed++;
    peerRows.set(key, row);
  }
}
const peerList = [...peerRows.values()].sort((a, b) => a.family.localeCompare(b.family) || a.source.localeCompare(b.source));
const sum = (list) => list.reduce((s, r) => ({ passed: s.passed + r.passed, documented: s.documented + r.documented, knownFailing: s.knownFailing + r.knownFailing, failed: s.failed + r.failed }), { passed: 0, documented: 0, knownFailing: 0, failed: 0 });
const peerTotal = sum(peerList);
const peerLines = [
  "| family | source | cases passed | documented differences | known failing | failed |",
  "| --- | --- | ---: | ---: | ---: | ---: |",
  ...peerList.map((r) => `| ${r.family} | ${r.source} | ${r.passed} | ${r.documented} | ${r.knownFailing} | ${r.failed} |`),
  `| **all** | ${peerList.length} rows | ${peerTotal.passed} | ${peerTotal.documented} | ${peerTotal.knownFailing} | ${peerTotal.failed} |`,
];
process.stdout.write(lines.join("\n") + "\n\n" + peerLines.join("\n") + "\n");
if (process.argv.includes("--write")) {
  const doc = [
    "# Conformance with the vendors' chat templates",
    "",
    "Each vendor template in `test/fixtures/templates/` (sources in its `SOURCES.md`) renders a conversation whose last",
    "assistant turn carries tool calls, with and without that turn; the difference is the text the model generates.",
    "That text goes through preset-pi-default with the model id the template belongs to (the preset pi would pick),",
    "and must give back exactly the rendered calls and the prose alone. *Documented* cases are ones where the",
    "template renders a past turn differently from what the model generates (the reason is written beside each in",
    "`test/conformance/templates.test.ts`); *known failing* ones are ours to fix. Produced by",
    "`node test/conformance/report.mjs --write` from a real run.",
    "",
    ...lines,
    "",
    "Notes on the table:",
    "",
    "- *Not available*: no chat template with Step3's own `<｜tool_calls_begin｜>` / `<steptml:invoke>` markup was",
    "  found in the stored public copies (stepfun-ai/Step3 publishes only its README and deployment guide), so the",
    "  step3 grammar has no round-trip row; its own tests (grammars/step3) cover it. Google's own FunctionGemma",
    "  template was not found either: the *functiongemma-vllm-fork* row is a vLLM fork's example template, which",
    "  writes every value between `<escape>` tokens (see `test/fixtures/templates/SOURCES.md`).",
    "- *kimi-k2-thinking (OpenAI call ids)*: the same template and call sets as the row above it, with the past",
    "  calls' ids in OpenAI form (`call_0`). The template copies a past call's id as the client gave it, so this is",
    "  a render artefact: the model generates `functions.<name>:<index>`, the id the tool name is read from. An id",
    "  that names no tool runs only when exactly one declared tool's schema accepts the arguments, which these",
    "  conversations (several tools accept the same arguments) never give: every case is documented, counted",
    "  apart from the row above, and nothing runs.",
    "- *olmo-3*: the template writes a string value as `'` + value + `'`, unescaped. A `'…'` value that is not Python",
    "  (`'it's'`) is read the same way (its quotes and newlines are its own). A backslash has two readings, the",
    "  template's and Python's (vLLM's `ast.parse`), and the model writes both: a call runs only where both give the",
    "  same call or one is impossible, so the rendered `'C:\\temp\\new \\n'` (a path, or a tab and newlines?) is",
    "  documented: the block stays text. The one thing the template leaves ambiguous besides, a value that itself holds",
    "  `', key=` or `')` at a line end, ends at the first such quote (grammars/olmo/README.md).",
    "",
    "## Peer parser tests",
    "",
    "The non-streaming extraction cases of other projects' tool-call parser tests, ported as data: SGLang's",
    "function-call parser tests (`test/conformance/sglang.jsonl`) and llama.cpp's chat-format parse tests",
    "(`test/conformance/llama-cpp.jsonl`), with the source repository, file, commit and test name on every case.",
    "Each model output goes through preset-pi-default with the case's model id and its tools as JSON Schemas;",
    "calls must match in order and the visible text must match with whitespace runs collapsed. *Documented",
    "differences* are cases where our policy differs from the peer's on purpose (the reason is on the case, in",
    "the JSONL); *known failing* ones are ours to fix (listed in `test/conformance/peers.test.ts`).",
    "",
    ...peerLines,
    "",
  ].join("\n");
  writeFileSync(new URL("../../docs/conformance.md", import.meta.url), doc);
}
process.exit(total.failed > 0 || peerTotal.failed > 0 || peerFailedOther > 0 ? 1 : 0);
