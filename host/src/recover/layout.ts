/**
 * Native layouts (`Preset.nativeLayout`): the one exception to the own-line rule for bare calls. A model preset
 * declares where its model's chat template puts a bare call beside its prose (Llama 4: `Let me check.[f(a=1)]`;
 * Gemma 3: `[f(a=1)]Let me check.`); while that preset matches the message's model id, a bare call of that
 * grammar and form, at that end of the text, recovers though prose shares its line.
 */
import type { Candidate, Logger, NativeLayout, Preset } from "../contract/index.js";
import { OPEN_BRACE, OPEN_BRACKET, isTextSpace } from "@pi-tool-repair/grammar-kit";

const NONE: readonly NativeLayout[] = [];

/** Whether `layout` has the declared shape (a preset from outside may hold anything). */
function wellFormed(layout: unknown): layout is NativeLayout {
  if (typeof layout !== "object" || layout === null) return false;
  const { grammar, form, position, lead } = layout as Record<string, unknown>;
  return typeof grammar === "string" && (form === "pythonic" || form === "json" || form === "recipient") && (position === "end" || position === "start") && (lead === undefined || (typeof lead === "string" && lead.length > 0));
}

/** Whether one of the preset's model fragments matches `id` (case-insensitive; a bad fragment matches nothing). */
function matchesModel(preset: Preset, id: string): boolean {
  for (const fragment of preset.models ?? []) {
    try {
      if (typeof fragment === "string" && new RegExp(fragment, "i").test(id)) return true;
    } catch {
      // an invalid fragment: the loader already warned about it; it matches nothing
    }
  }
  return false;
}

/**
 * The native layouts that hold for a model id: those of the presets whose `models` match it. No model id, no
 * layout (a host used without a model never leaves the own-line rule). A malformed one is skipped, with a warning.
 */
export function nativeLayoutsFor(presets: readonly Preset[], modelId: string | undefined, log: Logger): readonly NativeLayout[] {
  if (modelId === undefined || modelId === "") return NONE;
  let out: NativeLayout[] | undefined;
  for (const p of presets) {
    if (p.nativeLayout === undefined || !matchesModel(p, modelId)) continue;
    if (!wellFormed(p.nativeLayout)) {
      log.warn(`[pi-tool-repair] preset ${p.name}: nativeLayout ${JSON.stringify(p.nativeLayout)} is not {grammar, form: "pythonic"|"json"|"recipient", position: "end"|"start", lead?: a non-empty string}; ignored`);
      continue;
    }
    (out ??= []).push(p.nativeLayout);
  }
  return out ?? NONE;
}

/** The bare form of the candidate's text: `recipient` at `>>>`, `json` when its first character past an opening `[` is `{`. */
function formAt(text: string, c: Candidate): NativeLayout["form"] {
  if (text.startsWith(">>>", c.start)) return "recipient";
  let i = c.start;
  if (text.charCodeAt(i) === OPEN_BRACKET) {
    i++;
    // bounded by the candidate's own span
    while (i < c.end && isTextSpace(text.charCodeAt(i))) i++;
  }
  return text.charCodeAt(i) === OPEN_BRACE ? "json" : "pythonic";
}

/**
 * Whether a bare candidate stands in one of the native layouts: its grammar and form, and only whitespace
 * between it and the end of the text (`end`) or the start of the text (`start`).
 */
export function inNativeLayout(text: string, c: Candidate, layouts: readonly NativeLayout[]): boolean {
  if (layouts.length === 0) return false;
  for (const layout of layouts) {
    if (layout.grammar !== c.grammar || formAt(text, c) !== layout.form) continue;
    if (layout.position === "end") {
      let j = c.end;
      while (j < text.length && isTextSpace(text.charCodeAt(j))) j++;
      if (j === text.length) return true;
    } else {
      let i = c.start;
      while (i > 0 && isTextSpace(text.charCodeAt(i - 1))) i--;
      if (i === 0) return true;
    }
  }
  return false;
}

/**
 * `kept` with a span stripping a native layout's `lead` (the markup its template writes at the start of the reply)
 * first, when the text starts with it and a call of the layout's grammar is kept after it; else `kept` as it is.
 * `kept` is in order and does not overlap.
 */
export function withLead(text: string, kept: Candidate[], layouts: readonly NativeLayout[]): Candidate[] {
  if (layouts.length === 0 || kept.length === 0) return kept;
  for (const layout of layouts) {
    const lead = layout.lead;
    if (lead === undefined || !text.startsWith(lead) || kept[0]!.start < lead.length) continue;
    for (const c of kept) {
      if (c.grammar !== layout.grammar || c.calls.length === 0) continue;
      kept.unshift({ grammar: layout.grammar, start: 0, end: lead.length, calls: [] });
      return kept;
    }
  }
  return kept;
}
