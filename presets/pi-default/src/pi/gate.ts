/**
 * What the extension decides before it loads anything: whether a message or a request could change at all. A
 * "no" here is only ever given where the runtime would leave the message or request exactly as it is, so the
 * first plain answers of a session cost nothing (no host, rules, grammars, ajv or re2js loaded).
 */
import { BUILTIN_MARKERS } from "./markers.js";

/** Marker → the markers that start with its first character, so a text is scanned once. */
function byFirstChar(markers: readonly string[]): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const m of markers) {
    if (m.length === 0) continue;
    const c = m.charCodeAt(0);
    const list = map.get(c);
    if (list) list.push(m);
    else map.set(c, [m]);
  }
  return map;
}

const BUILTIN = byFirstChar(BUILTIN_MARKERS);

/** Whether `text` holds any of the markers (one pass; each position checks only the markers of its character). */
export function hasMarker(text: string, markers: Map<number, string[]> = BUILTIN): boolean {
  for (let i = 0; i < text.length; i++) {
    const list = markers.get(text.charCodeAt(i));
    if (list === undefined) continue;
    for (const m of list) if (text.startsWith(m, i)) return true;
  }
  return false;
}

/**
 * Whether the runtime could change this message: an assistant message with a toolCall block (validation,
 * repair, names), a stop reason of `toolUse` (phantom tool use), or a text or thinking block holding a
 * built-in grammar marker (recovery, stripping). Anything else passes through the runtime unchanged.
 */
export function messageMayChange(message: unknown): boolean {
  if (!message || typeof message !== "object") return false;
  const m = message as { role?: unknown; content?: unknown; stopReason?: unknown };
  if (m.role !== "assistant" || !Array.isArray(m.content)) return false;
  if (m.stopReason === "toolUse") return true;
  for (const block of m.content as unknown[]) {
    if (!block || typeof block !== "object") continue;
    const b = block as { type?: unknown; text?: unknown; thinking?: unknown };
    if (b.type === "toolCall") return true;
    if (typeof b.text === "string" && hasMarker(b.text)) return true;
    if (typeof b.thinking === "string" && hasMarker(b.thinking)) return true;
  }
  return false;
}

/** At most this deep into a request's tool schemas (deeper ones are left to the runtime: it is loaded). */
const MAX_DEPTH = 64;

/** Whether a schema holds a `pattern` keyword with a `^` or `$` anchor: what the built-in sanitizer rewrites. */
function hasAnchoredPattern(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => hasAnchoredPattern(v, depth + 1));
  if (!value || typeof value !== "object") return false;
  for (const [key, v] of Object.entries(value)) {
    if (key === "pattern" && typeof v === "string" && (v.startsWith("^") || v.endsWith("$"))) return true;
    if (v && typeof v === "object" && hasAnchoredPattern(v, depth + 1)) return true;
  }
  return false;
}

/** Whether the runtime could rewrite this outgoing request: its tools hold an anchored schema `pattern`. */
export function requestMayChange(payload: unknown): boolean {
  if (!payload || typeof payload !== "object") return false;
  return hasAnchoredPattern((payload as { tools?: unknown }).tools, 0);
}
