/**
 * The repair counters, and the custom session entry that makes `audit` count what the extension did.
 *
 * pi stores the message the extension returned (the repaired one), so a session file alone no longer shows
 * what the model sent. For every assistant message that was not all-valid the extension appends one custom
 * entry (`pi.appendEntry(ENTRY_TYPE, data)`) right before pi stores the message: the outcome of every checked
 * call, the recovered calls, the strip count, the phantom flag, and the toolCall blocks as the model sent them.
 * A `/tool-repair mode` change is an entry too, and so is its end when that session starts again (a resume). `audit` counts such an entry instead of checking the stored
 * message again, with the same `RepairCounts.add` the live `/tool-repair stats` uses, so the figures are the
 * same by construction. A valid message costs nothing: no entry, no allocation.
 */
import type { Message, ModelInfo, Outcome } from "@pi-tool-repair/host";

/** (The kit's isPlainObject, here so the extension's start-up path loads no kit.) */
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** `customType` of the session entries this extension writes. */
export const ENTRY_TYPE = "pi-tool-repair";

/** The version of the entry's `data`. */
export const ENTRY_VERSION = 1;

export type SessionMode = "recover" | "strip" | "off";
export const MODES: readonly SessionMode[] = ["recover", "strip", "off"];

/** What one assistant message came to: the part of the host's `ProcessResult` the counters read. */
export interface MessageReport {
  readonly calls: readonly { readonly id: string; readonly tool: string; readonly result: { readonly outcome: Outcome; readonly rules: readonly string[]; readonly arguments?: unknown } }[];
  readonly recovered: readonly { readonly grammar: string; readonly name: string; readonly arguments?: unknown }[];
  readonly stripped: number;
  readonly phantom: boolean;
}

/** The `data` of a repair entry: the report, the model, and the toolCall blocks as the model sent them. */
export interface RepairEntryData extends MessageReport {
  v: typeof ENTRY_VERSION;
  model?: ModelInfo;
  /** Whether the message pi stored differs from the one the model sent. */
  changed: boolean;
  /** The message's toolCall blocks before any repair (`arguments`, and pi's `argumentsError` when it had one). */
  input: Record<string, unknown>[];
}

/** The `data` of a mode entry: `/tool-repair mode`, or null when a session starts again (the mode is the config's). */
export interface ModeEntryData {
  v: typeof ENTRY_VERSION;
  mode: SessionMode | null;
}

function bump(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** The counters of a session (live) or of the audited files. */
export class RepairCounts {
  calls = 0;
  valid = 0;
  repaired = 0;
  unrepairable = 0;
  recovered = 0;
  stripped = 0;
  phantom = 0;
  readonly byRule = new Map<string, number>();
  readonly byTool = new Map<string, number>();
  readonly byGrammar = new Map<string, number>();

  reset(): void {
    this.calls = this.valid = this.repaired = this.unrepairable = this.recovered = this.stripped = this.phantom = 0;
    this.byRule.clear();
    this.byTool.clear();
    this.byGrammar.clear();
  }

  /**
   * Counts one message; the one counting function of the live stats and of `audit`. Returns whether the
   * message was anything but all-valid (then the extension writes an entry). A valid call costs two increments.
   */
  add(report: MessageReport): boolean {
    let notable = report.recovered.length > 0 || report.stripped > 0 || report.phantom;
    for (const call of report.calls) {
      this.calls++;
      const outcome = call.result.outcome;
      if (outcome === "valid") {
        this.valid++;
        continue;
      }
      notable = true;
      if (outcome === "unrepairable") {
        this.unrepairable++;
        continue;
      }
      this.repaired++;
      bump(this.byTool, call.tool);
      for (const rule of call.result.rules) bump(this.byRule, rule);
    }
    for (const r of report.recovered) {
      this.recovered++;
      bump(this.byGrammar, r.grammar);
    }
    this.stripped += report.stripped;
    if (report.phantom) this.phantom++;
    return notable;
  }
}

function counts(map: ReadonlyMap<string, number>): string {
  if (map.size === 0) return "-";
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
}

/** The counts as `/tool-repair stats` shows them; `audit` prints the same lines under its own title. */
export function formatCounts(s: RepairCounts, title = "pi-tool-repair: this session"): string {
  return [
    title,
    `  calls seen     ${s.calls}`,
    `  valid          ${s.valid}`,
    `  repaired       ${s.repaired}`,
    `    by rule      ${counts(s.byRule)}`,
    `    by tool      ${counts(s.byTool)}`,
    `  unrepairable   ${s.unrepairable}`,
    `  recovered      ${s.recovered}${s.byGrammar.size > 0 ? ` (${counts(s.byGrammar)})` : ""}`,
    `  markup spans stripped  ${s.stripped}`,
    `  phantom retries        ${s.phantom}`,
  ].join("\n");
}

function copy(block: Record<string, unknown>): Record<string, unknown> {
  try {
    return structuredClone(block);
  } catch {
    return { ...block };
  }
}

/** The entry for one processed message (call only when `RepairCounts.add` said it was notable). */
export function repairEntry(original: Message, report: MessageReport & { readonly changed: boolean }, model: ModelInfo | undefined): RepairEntryData {
  const blocks = Array.isArray(original.content) ? (original.content as unknown[]) : [];
  const data: RepairEntryData = {
    v: ENTRY_VERSION,
    calls: report.calls.map((c) => ({ id: c.id, tool: c.tool, result: c.result.outcome === "repaired" ? { outcome: c.result.outcome, rules: [...c.result.rules], arguments: c.result.arguments } : { outcome: c.result.outcome, rules: [...c.result.rules] } })),
    recovered: report.recovered.map((r) => ({ grammar: r.grammar, name: r.name, arguments: r.arguments })),
    stripped: report.stripped,
    phantom: report.phantom,
    changed: report.changed,
    // a copy: pi may keep the entry in memory until the session file is first written
    input: blocks.filter((b): b is Record<string, unknown> => isPlainObject(b) && b.type === "toolCall").map(copy),
  };
  if (model) data.model = model;
  return data;
}

const OUTCOMES = new Set<string>(["valid", "repaired", "unrepairable"]);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

/**
 * Reads a session-file entry written by this extension: a repair entry, a mode entry, or undefined (not one
 * of ours, another version, or not well-formed: the caller then treats the file as it would without it).
 */
export function readEntry(entry: unknown): { kind: "repair"; data: RepairEntryData } | { kind: "mode"; mode: SessionMode | undefined } | undefined {
  if (!isPlainObject(entry) || entry.type !== "custom" || entry.customType !== ENTRY_TYPE) return undefined;
  const d = entry.data;
  if (!isPlainObject(d) || d.v !== ENTRY_VERSION) return undefined;
  if (d.mode === null) return { kind: "mode", mode: undefined };
  if (typeof d.mode === "string") return MODES.includes(d.mode as SessionMode) ? { kind: "mode", mode: d.mode as SessionMode } : undefined;
  if (!Array.isArray(d.calls) || !Array.isArray(d.recovered) || !Array.isArray(d.input) || typeof d.stripped !== "number" || typeof d.phantom !== "boolean" || typeof d.changed !== "boolean") return undefined;
  for (const c of d.calls) {
    if (!isPlainObject(c) || typeof c.id !== "string" || typeof c.tool !== "string" || !isPlainObject(c.result)) return undefined;
    if (!OUTCOMES.has(c.result.outcome as string) || !isStrings(c.result.rules)) return undefined;
  }
  for (const r of d.recovered) if (!isPlainObject(r) || typeof r.grammar !== "string" || typeof r.name !== "string") return undefined;
  if (!d.input.every(isPlainObject)) return undefined;
  if (d.model !== undefined && !(isPlainObject(d.model) && typeof d.model.id === "string")) return undefined;
  return { kind: "repair", data: d as unknown as RepairEntryData };
}
