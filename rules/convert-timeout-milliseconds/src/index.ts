import { STAGE, defineRule, type Draft } from "@pi-tool-repair/host";
import { isPlainObject, joinPointer } from "@pi-tool-repair/grammar-kit";

/** Keys that carry a timeout in milliseconds. */
export const MILLISECOND_KEYS: ReadonlySet<string> = new Set(["timeoutMs", "timeout_ms", "timeoutMillis", "timeout_millis", "timeoutMilliseconds", "timeout_milliseconds"]);

/**
 * Units with one meaning for a duration, matched with their case as written (Go's `ms`/`s`/`m`/`h` and the words):
 * `M` may be mega or months, `mo`/`mi` months or miles, `MS`/`S`/`H` nothing standard, so they are not here.
 */
export const UNIT_SECONDS: Readonly<Record<string, number>> = {
  ms: 0.001, msec: 0.001, msecs: 0.001, millis: 0.001, millisecond: 0.001, milliseconds: 0.001,
  s: 1, sec: 1, secs: 1, second: 1, seconds: 1,
  m: 60, min: 60, mins: 60, minute: 60, minutes: 60,
  h: 3600, hr: 3600, hrs: 3600, hour: 3600, hours: 3600,
};

/** A canonical decimal with an explicit unit: `120s`, `120000ms`, `2 min`. Anchored, no nested quantifiers. */
const DURATION = /^(0|[1-9]\d{0,15})(\.\d{1,9})?\s?([A-Za-z]{1,12})$/;

/** `"120000ms"` → 120 (seconds); `undefined` without an explicit unit of one meaning (`"10M"`, `"10 MIN"`). */
export function durationSeconds(text: string): number | undefined {
  const m = DURATION.exec(text.trim());
  if (!m) return undefined;
  const unit = m[3]!;
  // case kept: `10M` is not `10m` (own keys only, so `constructor` is no unit)
  if (!Object.prototype.hasOwnProperty.call(UNIT_SECONDS, unit)) return undefined;
  const factor = UNIT_SECONDS[unit]!;
  // milliseconds: divide by 1000 exactly (120000 / 1000), not multiply by 0.001
  const n = Number(m[1]! + (m[2] ?? ""));
  const seconds = factor < 1 ? n / 1000 : n * factor;
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** Whether a field's schema documents its value in seconds (`"Timeout in seconds"`), not milliseconds. */
export function documentedInSeconds(draft: Draft, path: string): { integer: boolean } | undefined {
  let seconds = false;
  let integer = false;
  let numeric = false;
  for (const s of draft.schemasAt(path)) {
    if (!isPlainObject(s)) continue;
    const d = typeof s.description === "string" ? s.description : "";
    if (/milli|\bms\b/i.test(d)) return undefined;
    if (/\bsec(?:ond)?s?\b/i.test(d)) seconds = true;
    if (s.type === "integer") integer = true;
    if (s.type === "number" || s.type === "integer") numeric = true;
  }
  return seconds && numeric ? { integer } : undefined;
}

function millisecondsOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value === "string" && /^(0|[1-9]\d{0,15})(\.\d{1,9})?$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/**
 * `{"command":"make","timeout":"120000ms"}` → `{"command":"make","timeout":120}` where `timeout` is documented in
 * seconds (pi's `bash`); under `additionalProperties:false`, `timeoutMs`/`timeout_ms` → `timeout` seconds. A unit-less
 * number is never rescaled: `120000` stays 120000.
 */
export const convertTimeoutMilliseconds = defineRule({
  name: "convertTimeoutMilliseconds",
  package: "@pi-tool-repair/rule-convert-timeout-milliseconds",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  // an informational-key dropper would otherwise discard `timeout_ms` before it is converted
  before: ["dropUnknownInformationalKeys"],
  fixes: ["type", "additionalProperties"],
  appliesTo: (s) => s.fieldTypes.has("number") || s.closedWithTimeout,
  apply(issue, draft) {
    if (issue.keyword === "additionalProperties") {
      const key = issue.key;
      const object = draft.get(issue.path);
      if (key === undefined || !MILLISECOND_KEYS.has(key) || !isPlainObject(object)) return;
      const target = joinPointer(issue.path, "timeout");
      const unit = documentedInSeconds(draft, target);
      if (!unit) return;
      const ms = millisecondsOf(object[key]);
      if (ms === undefined) return;
      if (Object.prototype.hasOwnProperty.call(object, "timeout")) return; // both given: not ours to choose
      const seconds = ms / 1000;
      if (unit.integer && !Number.isInteger(seconds)) return;
      draft.set(target, seconds);
      draft.remove(joinPointer(issue.path, key));
      return { path: joinPointer(issue.path, key), message: `converted ${key} ${ms} to timeout ${seconds} seconds` };
    }
    if (typeof issue.value !== "string" || !(issue.expects("number") || issue.expects("integer"))) return;
    const key = issue.path.slice(issue.path.lastIndexOf("/") + 1);
    if (!/timeout/i.test(key)) return;
    const unit = documentedInSeconds(draft, issue.path);
    if (!unit) return;
    const seconds = durationSeconds(issue.value);
    if (seconds === undefined) return;
    if (unit.integer && !Number.isInteger(seconds)) return;
    draft.set(issue.path, seconds);
    return `converted ${JSON.stringify(issue.value)} to ${seconds} seconds`;
  },
});

export default convertTimeoutMilliseconds;
