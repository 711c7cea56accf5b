/**
 * `pi-tool-repair audit PATH [--json] [--config FILE]`: reads pi session files (`.jsonl`, a file or a folder,
 * searched recursively) and reports, for every assistant message, what the current preset would have
 * repaired, recovered or stripped, with a summary per rule, per tool and per model.
 *
 * pi stores the message the extension returned, the repaired one. For a message the extension changed (or found
 * unrepairable) it wrote a custom entry just before it (`stats.ts`): audit counts that entry, what the model sent and
 * what the extension did, and skips the stored message after it; a `/tool-repair mode` entry switches the grammar mode
 * for the rest of the file. The totals come from the same `RepairCounts.add` as `/tool-repair stats`, so audit on a
 * session's file shows that session's figures. Messages without an entry (every message of a session recorded
 * without the extension) are checked with the current preset, as before.
 *
 * The tools of a session come from its system messages (`toolsAdded` / `toolsRemoved`); a session without
 * them is checked against pi's built-in tool schemas. The config is the pi extension's config file.
 *
 * A repair is also checked against pi itself (`pi-accepts.ts`): a call that pi would have run anyway (its JSON
 * repair, the edit tool's `prepareArguments`, its coercing validation) is counted as "pi would accept"; the other
 * repairs saved the model a turn. Without pi installed the two are not told apart, and the summary says so.
 */
import { createReadStream, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { createInterface } from "node:readline";
import { type JSONSchema, type Logger, type Message, type ModelInfo } from "@pi-tool-repair/host";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";
import { sentRawArguments } from "../preset/arguments-error.js";
import { MAX_LINE_DEPTH, nestsDeeperThan, streamOutput } from "./lines.js";
import { loadPiAcceptance, type PiAcceptance } from "./pi-accepts.js";
import { PI_TOOL_SCHEMAS } from "../preset/pi-tools.js";
import { setupRuntime, userConfigFile, type RepairRuntime } from "../runtime/runtime.js";
import { formatCounts, readEntry, RepairCounts, type MessageReport } from "../runtime/stats.js";

const PI_TOOLS: ReadonlyMap<string, JSONSchema | undefined> = new Map(Object.entries(PI_TOOL_SCHEMAS));

export interface AuditFinding {
  file: string;
  line: number;
  model: string;
  /** What would have changed: one entry per repaired or unrepairable call, recovered call, strip, phantom. */
  kind: "repaired" | "unrepairable" | "recovered" | "stripped" | "phantom";
  tool?: string;
  rules?: string[];
  grammar?: string;
  count?: number;
  /** For a repaired call: whether pi alone would have run the original call (absent when pi was not loaded). */
  piWouldAccept?: boolean;
  before?: unknown;
  after?: unknown;
}

interface Counter {
  [key: string]: number;
}

export interface AuditSummary {
  files: number;
  assistantMessages: number;
  toolCalls: number;
  /** Calls checked against a schema (recovered calls included; calls to a tool with no schema are not): `/tool-repair stats`' "calls seen". */
  checkedCalls: number;
  /** Checked calls that were valid as sent. */
  valid: number;
  changedMessages: number;
  repaired: number;
  unrepairable: number;
  recovered: number;
  stripped: number;
  phantom: number;
  /** Repaired calls pi alone would have run anyway (its own JSON repair, `prepareArguments`, coercion); null without pi. */
  piWouldAccept: number | null;
  /** Repaired calls pi would have rejected: each saved the model a turn; null without pi. */
  savedTurns: number | null;
  /** The pi that decided `piWouldAccept` ("1.6.0"), or why none did ("pi not installed"). */
  pi: { version: string } | { missing: string };
  /** Rule name → calls it took part in repairing. */
  byRule: Counter;
  /** Grammar name → calls it recovered. */
  byGrammar: Counter;
  /** Tool name → { calls, repaired, unrepairable, recovered }. */
  byTool: Record<string, Counter>;
  /** Model id → { messages, calls, repaired, unrepairable, recovered, stripped, phantom }. */
  byModel: Record<string, Counter>;
  /** Lines that were not JSON. */
  badLines: number;
  /** Lines that could not be audited: nested deeper than `MAX_LINE_DEPTH`, or the check failed on them (logged). */
  skippedLines: number;
}

export interface AuditReport {
  summary: AuditSummary;
  findings: AuditFinding[];
  /** The counts, kept by the same `RepairCounts` as `/tool-repair stats`. */
  counts: RepairCounts;
}

const USAGE = "usage: pi-tool-repair audit PATH [--json] [--config FILE]";

/** Every `.jsonl` file under `path` (or `path` itself), sorted. */
export function sessionFiles(path: string): string[] {
  const st = statSync(path);
  if (!st.isDirectory()) return [path];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".jsonl")) out.push(full);
    }
  };
  walk(path);
  return out;
}

function bump(counter: Counter, key: string, by = 1): void {
  counter[key] = (counter[key] ?? 0) + by;
}

function emptySummary(pi: PiAcceptance | { missing: string }): AuditSummary {
  const known = "accepts" in pi;
  return {
    files: 0,
    assistantMessages: 0,
    toolCalls: 0,
    checkedCalls: 0,
    valid: 0,
    changedMessages: 0,
    repaired: 0,
    unrepairable: 0,
    recovered: 0,
    stripped: 0,
    phantom: 0,
    piWouldAccept: known ? 0 : null,
    savedTurns: known ? 0 : null,
    pi: known ? { version: pi.version } : { missing: pi.missing },
    byRule: {},
    byGrammar: {},
    byTool: {},
    byModel: {},
    badLines: 0,
    skippedLines: 0,
  };
}

/**
 * Audits the session files with a runtime (the current preset and config). `pi` decides which repairs pi would
 * have accepted alone (default: `loadPiAcceptance()`, the installed pi).
 */
export async function auditFiles(
  files: readonly string[],
  runtime: RepairRuntime,
  base = process.cwd(),
  log: Logger = runtime.log,
  pi: PiAcceptance | { missing: string } | Promise<PiAcceptance | { missing: string }> = loadPiAcceptance({ from: base }),
): Promise<AuditReport> {
  const piCheck = await pi;
  const summary = emptySummary(piCheck);
  const findings: AuditFinding[] = [];
  const counts = new RepairCounts();
  const silent: Logger = { debug() {}, warn() {} };
  for (const file of files) {
    summary.files++;
    const name = relative(base, file) || file;
    const tools = new Map<string, JSONSchema | undefined>();
    let declared = false;
    let lineNo = 0;
    // after a repair entry: the next message entry is the message pi stored (the repaired one), counted at the entry
    let stored = false;
    runtime.setSessionMode(undefined);
    const toolMap = (): ReadonlyMap<string, JSONSchema | undefined> => (declared ? tools : PI_TOOLS);
    const auditEntry = (entry: unknown): void => {
      if (!isPlainObject(entry)) return;
      const ours = readEntry(entry);
      if (ours?.kind === "mode") {
        // `/tool-repair mode` in that session: what the live extension did from there on
        runtime.setSessionMode(ours.mode);
        return;
      }
      if (ours?.kind === "repair") {
        stored = true;
        const d = ours.data;
        countMessage(d.model?.id ?? "(unknown)", d.input, d, d.changed === true);
        return;
      }
      const message = entry.type === "message" ? entry.message : entry.type === "compaction" ? entry.systemMessage : undefined;
      if (!isPlainObject(message)) return;
      const skip = stored && entry.type === "message" && message.role === "assistant";
      if (entry.type === "message") stored = false;
      if (skip) return;
      if (message.role === "system") {
        for (const t of Array.isArray(message.toolsAdded) ? message.toolsAdded : []) {
          if (isPlainObject(t) && typeof t.name === "string") tools.set(t.name, (isPlainObject(t.parameters) ? t.parameters : undefined) as JSONSchema | undefined);
        }
        for (const t of Array.isArray(message.toolsRemoved) ? message.toolsRemoved : []) if (isPlainObject(t) && typeof t.name === "string") tools.delete(t.name);
        declared = true;
        return;
      }
      if (message.role !== "assistant" || !Array.isArray(message.content)) return;
      const modelId = typeof message.model === "string" ? message.model : "(unknown)";
      const model: ModelInfo | undefined = typeof message.model === "string" ? { id: message.model } : undefined;
      if (model && typeof message.provider === "string") model.provider = message.provider;
      if (model && typeof message.api === "string") model.api = message.api;
      const { host } = runtime.hostFor(model?.id);
      const ctx = runtime.contextFor(host, model, toolMap(), silent);
      const result = host.processMessage(structuredClone(message) as Message, ctx);
      const calls = message.content.filter((b) => isPlainObject(b) && b.type === "toolCall") as Record<string, unknown>[];
      countMessage(modelId, calls, result, result.changed);
    };
    /** Counts one assistant message (checked now, or as a repair entry recorded it) with the live stats' `RepairCounts.add`. */
    const countMessage = (modelId: string, calls: readonly Record<string, unknown>[], report: MessageReport, changed: boolean): void => {
      counts.add(report);
      const tools = toolMap();
      summary.assistantMessages++;
      const m = (summary.byModel[modelId] ??= { messages: 0, calls: 0, repaired: 0, unrepairable: 0, recovered: 0, stripped: 0, phantom: 0 });
      m.messages = (m.messages ?? 0) + 1;
      summary.toolCalls += calls.length;
      bump(m, "calls", calls.length);
      for (const c of calls) if (typeof c.name === "string") bump((summary.byTool[c.name] ??= { calls: 0, repaired: 0, unrepairable: 0, recovered: 0 }), "calls");
      if (changed) summary.changedMessages++;
      for (const r of report.calls) {
        if (r.result.outcome === "valid") continue;
        const t = (summary.byTool[r.tool] ??= { calls: 0, repaired: 0, unrepairable: 0, recovered: 0 });
        const original = calls.find((c) => c.id === r.id);
        const before = original ? (sentRawArguments(original) ?? original.arguments) : undefined;
        if (r.result.outcome === "repaired") {
          bump(t, "repaired");
          bump(m, "repaired");
          const finding: AuditFinding = { file: name, line: lineNo, model: modelId, kind: "repaired", tool: r.tool, rules: [...r.result.rules] };
          if ("accepts" in piCheck) {
            // pi looks the tool up by the name the model sent
            const accepted = original !== undefined && original.name === r.tool && piCheck.accepts({ ...original, name: r.tool }, tools.get(r.tool));
            finding.piWouldAccept = accepted;
            if (accepted) {
              summary.piWouldAccept = (summary.piWouldAccept ?? 0) + 1;
            } else summary.savedTurns = (summary.savedTurns ?? 0) + 1;
          }
          findings.push({ ...finding, before, after: r.result.arguments });
        } else {
          bump(t, "unrepairable");
          bump(m, "unrepairable");
          findings.push({ file: name, line: lineNo, model: modelId, kind: "unrepairable", tool: r.tool, before });
        }
      }
      for (const r of report.recovered) {
        bump(m, "recovered");
        bump((summary.byTool[r.name] ??= { calls: 0, repaired: 0, unrepairable: 0, recovered: 0 }), "recovered");
        findings.push({ file: name, line: lineNo, model: modelId, kind: "recovered", tool: r.name, grammar: r.grammar, after: r.arguments });
      }
      if (report.stripped > 0) {
        bump(m, "stripped", report.stripped);
        findings.push({ file: name, line: lineNo, model: modelId, kind: "stripped", count: report.stripped });
      }
      if (report.phantom) {
        bump(m, "phantom");
        findings.push({ file: name, line: lineNo, model: modelId, kind: "phantom" });
      }
    };
    const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
    for await (const text of lines) {
      lineNo++;
      if (!text.trim()) continue;
      if (nestsDeeperThan(text, MAX_LINE_DEPTH)) {
        summary.skippedLines++;
        log.warn(`[pi-tool-repair] audit ${name}:${lineNo}: nested deeper than ${MAX_LINE_DEPTH} levels; skipped`);
        continue;
      }
      let entry: unknown;
      try {
        entry = JSON.parse(text);
      } catch {
        summary.badLines++;
        continue;
      }
      try {
        auditEntry(entry);
      } catch (error) {
        summary.skippedLines++;
        log.warn(`[pi-tool-repair] audit ${name}:${lineNo}: cannot be checked (${error instanceof Error ? error.message : String(error)}); skipped`);
      }
    }
  }
  runtime.setSessionMode(undefined);
  // the totals are the shared counters' (the findings above are the same messages, one by one)
  summary.checkedCalls = counts.calls;
  summary.valid = counts.valid;
  summary.repaired = counts.repaired;
  summary.unrepairable = counts.unrepairable;
  summary.recovered = counts.recovered;
  summary.stripped = counts.stripped;
  summary.phantom = counts.phantom;
  for (const [rule, n] of counts.byRule) summary.byRule[rule] = n;
  for (const [grammar, n] of counts.byGrammar) {
    summary.byGrammar[grammar] = n;
    summary.byRule[`grammar:${grammar}`] = n;
  }
  if (counts.phantom > 0) summary.byRule.phantomToolUse = counts.phantom;
  return { summary, findings, counts };
}

function table(title: string, head: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return `${title}: none\n`;
  const all = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...all.map((r) => (r[i] ?? "").length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ").trimEnd();
  return `${title}\n${fmt(head)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${all.slice(1).map(fmt).join("\n")}\n`;
}

const json = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
};

/** The title of the counts block: the lines under it are `/tool-repair stats`' lines, from the same counters. */
export const COUNTS_TITLE = "counts (as /tool-repair stats shows them for one session)";

/** The human-readable report. */
export function formatReport(report: AuditReport): string {
  const s = report.summary;
  let out = "";
  for (const f of report.findings) {
    const where = `${f.file}:${f.line} ${f.model}`;
    if (f.kind === "repaired") out += `${where} ${f.tool} repaired by ${f.rules?.join(",")}${f.piWouldAccept ? " (pi would accept)" : ""}: ${json(f.before)} → ${json(f.after)}\n`;
    else if (f.kind === "unrepairable") out += `${where} ${f.tool} invalid, not repairable: ${json(f.before)}\n`;
    else if (f.kind === "recovered") out += `${where} ${f.tool} recovered from leaked ${f.grammar} markup: ${json(f.after)}\n`;
    else if (f.kind === "stripped") out += `${where} ${f.count} leaked markup span(s) stripped\n`;
    else out += `${where} phantom tool use → retryable error\n`;
  }
  if (report.findings.length > 0) out += "\n";
  out +=
    `${s.files} file(s), ${s.assistantMessages} assistant message(s), ${s.toolCalls} tool call(s): ` +
    `${s.repaired} repaired, ${s.unrepairable} unrepairable, ${s.recovered} recovered, ${s.stripped} stripped, ${s.phantom} phantom` +
    (s.badLines > 0 ? `; ${s.badLines} line(s) not JSON` : "") +
    (s.skippedLines > 0 ? `; ${s.skippedLines} line(s) skipped` : "") +
    "\n" +
    ("missing" in s.pi
      ? `${s.pi.missing}: pi's own fixes not told apart\n`
      : `of the ${s.repaired} repaired: ${s.piWouldAccept ?? 0} pi ${s.pi.version} would accept alone, ${s.savedTurns ?? 0} saved a turn\n`) +
    "\n" +
    formatCounts(report.counts, COUNTS_TITLE) +
    "\n\n";
  const byCount = (o: Counter) => Object.entries(o).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  out += table("per rule", ["rule", "count"], byCount(s.byRule));
  out += "\n";
  out += table(
    "per tool",
    ["tool", "calls", "repaired", "unrepairable", "recovered"],
    Object.keys(s.byTool)
      .sort()
      .map((k) => {
        const t = s.byTool[k]!;
        return [k, t.calls ?? 0, t.repaired ?? 0, t.unrepairable ?? 0, t.recovered ?? 0];
      }),
  );
  out += "\n";
  out += table(
    "per model",
    ["model", "messages", "calls", "repaired", "unrepairable", "recovered", "stripped", "phantom"],
    Object.keys(s.byModel)
      .sort()
      .map((k) => {
        const m = s.byModel[k]!;
        return [k, m.messages ?? 0, m.calls ?? 0, m.repaired ?? 0, m.unrepairable ?? 0, m.recovered ?? 0, m.stripped ?? 0, m.phantom ?? 0];
      }),
  );
  return out;
}

export async function runAudit(argv: readonly string[], io: { write?: (text: string) => void; error?: (text: string) => void; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  // a reader that closes stdout early (`audit … | head`) ends the report quietly (exit 0), never with an EPIPE trace
  const write = io.write ?? streamOutput(process.stdout).write;
  const error = io.error ?? ((t: string) => void process.stderr.write(t));
  let path: string | undefined;
  let asJson = false;
  let configFile: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--json") asJson = true;
    else if (a === "--config") configFile = argv[++i];
    else if (a.startsWith("--config=")) configFile = a.slice("--config=".length);
    else if (a === "-h" || a === "--help") {
      write(USAGE + "\n");
      return 0;
    } else if (a.startsWith("-") || path !== undefined) {
      error(`pi-tool-repair audit: unexpected argument ${a}\n${USAGE}\n`);
      return 2;
    } else path = a;
  }
  if (path === undefined || (configFile === undefined && argv.includes("--config"))) {
    error(`${USAGE}\n`);
    return 2;
  }
  let files: string[];
  try {
    files = sessionFiles(path);
  } catch (e) {
    error(`pi-tool-repair audit: cannot read ${path}: ${(e as Error).message}\n`);
    return 2;
  }
  const log: Logger = { debug() {}, warn: (m) => error(m.endsWith("\n") ? m : m + "\n") };
  const env = io.env ?? process.env;
  const { runtime } = await setupRuntime({ configFile: configFile ?? userConfigFile(env), log, env });
  const report = await auditFiles(files, runtime, process.cwd(), runtime.log, loadPiAcceptance({ env }));
  write(asJson ? JSON.stringify({ summary: report.summary, findings: report.findings }, null, 2) + "\n" : formatReport(report));
  return 0;
}
