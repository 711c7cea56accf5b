/**
 * `/tool-repair` inside pi: the session's counters, the last repairs, the status line, and the text of
 * each subcommand. Everything here is pure (no pi, no I/O) so the exact strings are unit-tested.
 */
import type { Grammar, Message, ProcessResult, RepairPlugin } from "@pi-tool-repair/host";
import { formatCounts, MODES, RepairCounts, type SessionMode } from "../runtime/stats.js";
import { sentRawArguments } from "../preset/arguments-error.js";
import { jsonText as json } from "../runtime/log.js";

export { MODES, type SessionMode } from "../runtime/stats.js";

/** One repair or recovery, kept for `/tool-repair last`. */
export interface RepairRecord {
  tool: string;
  /** "repaired" (a call's arguments) or "recovered" (a call read from leaked text). */
  kind: "repaired" | "recovered";
  /** The rules that fired, or the grammar that recovered the call. */
  rules: string[];
  /** What the model sent (JSON or raw text), unshortened. */
  before: string;
  /** What pi got (JSON), unshortened. */
  after: string;
}

/** How many records `last` can show. */
export const LAST_KEPT = 50;

/** What the model sent for one toolCall block: pi 1.6's raw text when it could not parse it, else the arguments. */
function sentArguments(block: Record<string, unknown> | undefined): string {
  if (!block) return "?";
  return sentRawArguments(block) ?? json(block.arguments);
}

/** The counters of one pi session (`RepairCounts`, shared with `audit`) and its last repairs. */
export class SessionStats extends RepairCounts {
  /** Newest last, at most LAST_KEPT. */
  readonly last: RepairRecord[] = [];

  override reset(): void {
    super.reset();
    this.last.length = 0;
  }

  #keep(record: RepairRecord): void {
    this.last.push(record);
    if (this.last.length > LAST_KEPT) this.last.shift();
  }

  /** Counts one processed message; true when it was anything but all-valid (nothing else is done for a valid one). */
  record(original: Message, result: ProcessResult): boolean {
    if (!this.add(result)) return false;
    for (const call of result.calls) {
      if (call.result.outcome !== "repaired") continue;
      const blocks = Array.isArray(original.content) ? (original.content as Record<string, unknown>[]) : [];
      const block = blocks.find((b) => b !== null && typeof b === "object" && b.type === "toolCall" && b.id === call.id);
      this.#keep({ tool: call.tool, kind: "repaired", rules: [...call.result.rules], before: sentArguments(block), after: json(call.result.arguments) });
    }
    for (const r of result.recovered) {
      this.#keep({ tool: r.name, kind: "recovered", rules: [r.grammar], before: `(leaked ${r.grammar} markup in text)`, after: json(r.arguments) });
    }
    return true;
  }
}

/** The status-line text: undefined (nothing shown) until something was repaired, recovered or retried. */
export function statusLine(s: SessionStats): string | undefined {
  const parts: string[] = [];
  if (s.repaired > 0) parts.push(`repair ${s.repaired}`);
  if (s.recovered > 0) parts.push(`recovered ${s.recovered}`);
  if (s.phantom > 0) parts.push(`retry ${s.phantom}`);
  return parts.length > 0 ? parts.join(" · ") : undefined;
}

/** Cuts a text to `max` characters (an ellipsis marks the cut) and puts line breaks on one line. */
export function shorten(text: string, max = 100): string {
  let out = "";
  const end = Math.min(text.length, max + 1);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    out += c === 10 ? "⏎" : c === 13 || c === 9 ? " " : text[i];
  }
  return text.length > max ? out.slice(0, max - 1) + "…" : out;
}

export function formatStats(s: RepairCounts): string {
  return formatCounts(s);
}

export function formatLast(s: SessionStats, n: number, width = 100): string {
  if (s.last.length === 0) return "pi-tool-repair: nothing repaired in this session yet";
  const shown = s.last.slice(-Math.max(1, n));
  const lines = [`pi-tool-repair: last ${shown.length} of ${s.last.length} kept`];
  shown.forEach((r, i) => {
    const what = r.kind === "repaired" ? `rules ${r.rules.join(", ") || "-"}` : `recovered by ${r.rules[0] ?? "?"}`;
    lines.push(`${i + 1}. ${r.tool} · ${what}`, `   before: ${shorten(r.before, width)}`, `   after:  ${shorten(r.after, width)}`);
  });
  return lines.join("\n");
}

export interface StatusInfo {
  hostVersion: string | undefined;
  model: string | undefined;
  /** Active presets and why each is on. */
  presets: { name: string; why: string }[];
  grammarEnabled: boolean;
  grammarMode: string;
  /** Why grammar recovery is on or off for this model. */
  grammarWhy: string;
  /** Grammars that run for the current model (empty when recovery is off), as `grammarLabel` writes them. */
  grammars: string[];
  configFile: string | undefined;
  configFound: boolean;
  configErrors: readonly string[];
  statusLine: boolean;
  notify: boolean;
}

/** A grammar's name for the status lines: a declared variant says whose layout it reads (`gcml (variant of dsml)`). */
export function grammarLabel(plugin: RepairPlugin): string {
  const of = (plugin as Partial<Grammar>).meta?.variantOf;
  return typeof of === "string" ? `${plugin.name} (variant of ${of})` : plugin.name;
}

export function formatStatus(info: StatusInfo): string {
  const lines = [`pi-tool-repair in pi ${info.hostVersion ?? "(version unknown)"}, model ${info.model ?? "(none)"}`];
  lines.push("  presets:");
  lines.push("    @pi-tool-repair/preset-pi-default (always)");
  for (const p of info.presets) lines.push(`    ${p.name} (${p.why})`);
  const mode = info.grammarEnabled ? info.grammarMode : "off";
  lines.push(`  grammar mode: ${mode} (${info.grammarWhy})`);
  lines.push(`  grammars on: ${info.grammarEnabled && info.grammars.length > 0 ? info.grammars.join(", ") : "none"}`);
  const file = info.configFile === undefined ? "(none)" : `${info.configFile}${info.configFound ? "" : " (not found: defaults)"}`;
  lines.push(`  config: ${file}`);
  if (info.configErrors.length === 0) lines.push("  config problems: none");
  else for (const e of info.configErrors) lines.push(`  config problem: ${e.startsWith("[pi-tool-repair] ") ? e.slice(17) : e}`);
  lines.push(`  status line: ${info.statusLine ? "on" : "off"} · notify: ${info.notify ? "on" : "off"}`);
  return lines.join("\n");
}

export function formatMode(mode: SessionMode, before: string): string {
  return `pi-tool-repair: grammar mode ${before} → ${mode} for this session only (the config file is unchanged)`;
}

export const SUBCOMMANDS = ["stats", "last", "mode", "doctor"] as const;

/** One `/tool-repair` line, read. */
export type ParsedCommand =
  | { kind: "status" }
  | { kind: "stats" }
  | { kind: "last"; n: number }
  | { kind: "mode"; mode: SessionMode }
  | { kind: "doctor" }
  | { kind: "usage"; problem: string };

/** `/tool-repair`'s usage text (after a usage error). */
export const COMMAND_USAGE = "usage: /tool-repair [stats | last [N] | mode recover|strip|off | doctor]";

/** Reads the text after `/tool-repair`: split on spaces (bounded: commands are short). */
export function parseCommand(text: string): ParsedCommand {
  const words = text.trim().slice(0, 200).split(/\s+/).filter((w) => w !== "");
  const [sub, arg, extra] = words;
  if (sub === undefined) return { kind: "status" };
  if (extra !== undefined) return { kind: "usage", problem: `too many arguments` };
  switch (sub) {
    case "stats":
    case "doctor":
      return arg === undefined ? { kind: sub } : { kind: "usage", problem: `${sub} takes no argument` };
    case "last": {
      if (arg === undefined) return { kind: "last", n: 5 };
      const n = /^[0-9]{1,4}$/.test(arg) ? Number(arg) : NaN;
      return n >= 1 ? { kind: "last", n } : { kind: "usage", problem: `last N: N must be a whole number ≥ 1 (got ${JSON.stringify(arg)})` };
    }
    case "mode":
      return MODES.includes(arg as SessionMode) ? { kind: "mode", mode: arg as SessionMode } : { kind: "usage", problem: `mode must be recover, strip or off (got ${arg === undefined ? "nothing" : JSON.stringify(arg)})` };
    default:
      return { kind: "usage", problem: `unknown subcommand ${JSON.stringify(sub)}` };
  }
}

/** Argument completion: subcommands, then the modes after `mode `. */
export function completions(prefix: string): { value: string; label: string }[] | null {
  const text = prefix.trimStart();
  if (text.startsWith("mode ")) {
    const rest = text.slice(5).trimStart();
    const hits = MODES.filter((m) => m.startsWith(rest)).map((m) => ({ value: `mode ${m}`, label: m }));
    return hits.length > 0 ? hits : null;
  }
  if (text.includes(" ")) return null;
  const hits = SUBCOMMANDS.filter((s) => s.startsWith(text)).map((s) => ({ value: s, label: s }));
  return hits.length > 0 ? hits : null;
}
