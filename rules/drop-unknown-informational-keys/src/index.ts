import { STAGE, defineRule } from "@pi-tool-repair/host";
import { isPlainObject, joinPointer } from "@pi-tool-repair/grammar-kit";

/** Keys spelled the same up to case and `-`/`_`: `dry_run`, `dryRun`, `DRY-RUN` → `dryrun`. */
export function keyFold(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, "");
}

/**
 * Keys dropped under `additionalProperties:false`: their removal cannot change what the call does.
 * - the model's narration of the call, which it writes out of habit (Claude-style `description`, `explanation`,
 *   `reason`, `thought` …): it says why, and the tool never reads it;
 * - bookkeeping: the call's own id (`id`, `call_id`, `tool_call_id`, `request_id`), and `priority` / `confidence`;
 * - a time limit the tool does not offer (`timeout`, `timeout_ms`): the tool keeps its own limits. Where the tool
 *   declares a timeout field, they are a second value for it and stay (unrepairable).
 * Free text addressed to someone (`note`, `comment`, `summary`, `instructions`, `message` …) is not here: it may carry
 * an instruction (`"note": "DRY RUN ONLY"`) that dropping would silently ignore. Such a key, like any other key not
 * listed, leaves the call unrepairable.
 */
export const INFORMATIONAL_KEYS: ReadonlySet<string> = new Set(
  [
    "description", "desc", "explanation", "reason", "reasoning", "rationale", "justification", "purpose", "intent", "goal",
    "thought", "thoughts", "thinking",
    "id", "call_id", "tool_call_id", "request_id", "priority", "confidence",
    "timeout", "timeout_ms",
  ].map(keyFold),
);

/**
 * Keys that change where or whether a side effect happens: dropping one would run the real, possibly
 * destructive thing the model did not ask for. Their presence makes the call unrepairable.
 */
export const SIDE_EFFECT_KEYS: ReadonlySet<string> = new Set(
  [
    "cwd", "workdir", "working_directory", "dir", "directory", "root", "base_dir", "path", "file", "target", "destination", "dest", "host",
    "dry_run", "preview", "simulate", "check_only", "validate_only", "no_op", "noop", "confirm", "confirmed", "requires_approval",
    "force", "recursive", "sudo", "as_root", "user", "overwrite", "append", "backup", "create", "delete", "replace_all",
    "background", "run_in_background", "detach", "env", "shell", "mode", "scope", "branch", "remote",
  ].map(keyFold),
);

/**
 * Whether the unknown `key` may be another spelling of a field the object declares (`timeout_ms` beside a declared
 * `timeout`, `Description` beside `description`): then it is a second value for that field, not a remark.
 */
export function spellsDeclaredField(key: string, declared: readonly string[]): boolean {
  const k = keyFold(key);
  const timeout = k.startsWith("timeout");
  return declared.some((d) => {
    const f = keyFold(d);
    return f === k || (timeout && f.includes("timeout"));
  });
}

export type KeyKind = "informational" | "side-effect" | "unknown";

export function classifyKey(key: string): KeyKind {
  const k = keyFold(key);
  if (SIDE_EFFECT_KEYS.has(k)) return "side-effect";
  if (INFORMATIONAL_KEYS.has(k)) return "informational";
  return "unknown";
}

/** `{"command":"npm test","timeout":30}` under `additionalProperties:false` → `{"command":"npm test"}`; `cwd`/`dry_run` → unrepairable. */
export const dropUnknownInformationalKeys = defineRule({
  name: "dropUnknownInformationalKeys",
  package: "@pi-tool-repair/rule-drop-unknown-informational-keys",
  host: "^1.0.0",
  stage: STAGE.DROP,
  fixes: ["additionalProperties"],
  appliesTo: (s) => s.closed,
  apply(issue, draft) {
    const key = issue.key;
    if (key === undefined || classifyKey(key) !== "informational") return;
    // Only under additionalProperties:false (not a schema for the extra keys).
    if (!isPlainObject(issue.schema) || issue.schema.additionalProperties !== false) return;
    const object = draft.get(issue.path);
    if (!isPlainObject(object)) return;
    // One side-effect key among the unknown ones leaves the whole object alone: the call is unrepairable.
    const declared = isPlainObject(issue.schema.properties) ? issue.schema.properties : {};
    for (const k of Object.keys(object)) {
      if (!Object.prototype.hasOwnProperty.call(declared, k) && classifyKey(k) === "side-effect") return;
    }
    // a second value for a declared field (`{"timeout":5,"timeout_ms":9000}`): dropping it would pick a side
    if (spellsDeclaredField(key, Object.keys(declared))) return;
    const value = object[key];
    if (value !== null && typeof value === "object") return; // a structure is not a remark: `{"description": {"dry_run": true}}`
    const at = joinPointer(issue.path, key);
    if (!draft.remove(at)) return;
    return { path: at, message: `dropped unknown informational key "${key}" from tool "${issue.tool}": the schema forbids extra keys` };
  },
});

export default dropUnknownInformationalKeys;
