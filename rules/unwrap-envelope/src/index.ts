import { STAGE, defineRule } from "@pi-tool-repair/host";
import { hasDuplicateKeys, isPlainObject, valueNestsDeeperThan, subschemasAt } from "@pi-tool-repair/grammar-kit";

const ARGUMENT_KEYS = ["arguments", "parameters", "params", "input", "args", "tool_input", "toolInput"] as const;
const NAME_KEYS = ["name", "tool", "tool_name", "toolName", "function_name", "functionName", "function"] as const;
const EXTRA_KEYS = new Set(["type", "id", "call_id", "index"]);
const OUTER_KEYS = new Set(["type", "function", "id", "index"]);
const ENVELOPE_TYPES = new Set(["function", "tool_use", "tool_call", "function_call"]);

/** Whether `name` names `tool`: equal, equal up to case, or one is the other with a namespace (`functions.read`, `claude.Read`). */
export function namesTool(name: unknown, tool: string): boolean {
  if (typeof name !== "string" || name === "") return false;
  const a = name.toLowerCase();
  const b = tool.toLowerCase();
  return a === b || a.endsWith("." + b) || b.endsWith("." + a);
}

/** Containers the arguments text inside an envelope may nest. */
const MAX_DEPTH = 256;


/**
 * The arguments inside an envelope object, `undefined` when it is not one, or `"reject"` when its arguments
 * text repeats a key (`"{\"command\":\"ls\",\"command\":\"rm -rf /\"}"`: which one was meant?) or nests
 * deeper than 256.
 */
export function envelopeArguments(root: unknown, tool: string): { value: Record<string, unknown>; key: string } | "reject" | undefined {
  if (!isPlainObject(root)) return undefined;
  let env: Record<string, unknown> = root;
  if (isPlainObject(root.function)) {
    if (!Object.keys(root).every((k) => OUTER_KEYS.has(k))) return undefined;
    if (root.type !== undefined && root.type !== "function") return undefined;
    env = root.function;
  }
  const names = NAME_KEYS.filter((k) => k in env);
  if (names.length !== 1 || !namesTool(env[names[0]!], tool)) return undefined;
  const present = ARGUMENT_KEYS.filter((k) => k in env);
  if (present.length !== 1) return undefined;
  const key = present[0]!;
  if (!Object.keys(env).every((k) => k === names[0] || k === key || EXTRA_KEYS.has(k))) return undefined;
  if (env.type !== undefined && !(typeof env.type === "string" && ENVELOPE_TYPES.has(env.type))) return undefined;
  let args = env[key];
  if (typeof args === "string") {
    const text = args;
    try {
      args = JSON.parse(text);
    } catch {
      return undefined; // malformed inner text: not guessed at
    }
    if (hasDuplicateKeys(text, args) || valueNestsDeeperThan(args, MAX_DEPTH)) return "reject";
  }
  return isPlainObject(args) ? { value: args, key } : undefined;
}

/** `{"name":"read","parameters":{"path":"a"}}` → `{"path":"a"}`: the call's envelope echoed as its arguments. */
export const unwrapEnvelope = defineRule({
  name: "unwrapEnvelope",
  package: "@pi-tool-repair/rule-unwrap-envelope",
  host: "^1.0.0",
  stage: STAGE.RAW + 10,
  fixes: "*",
  // an envelope can wrap the arguments of any tool
  appliesTo: () => true,
  apply(issue, draft) {
    if (issue.path !== "") return;
    const found = envelopeArguments(draft.root, draft.tool);
    if (!found) return;
    if (found === "reject") {
      draft.veto("unwrapEnvelope", "", `refused the envelope around the arguments of tool "${draft.tool}": its arguments text repeats a key or nests too deep`);
      return;
    }
    // A tool that really takes `name` plus `arguments`/`parameters`/`function` is not wrapped.
    for (const s of subschemasAt(draft.schema, "")) {
      const props = s.properties;
      if (isPlainObject(props) && (found.key in props || "function" in props || "name" in props || "tool" in props)) return;
    }
    draft.set("", found.value);
    return `unwrapped the {name, ${found.key}} envelope around the arguments of tool "${draft.tool}"`;
  },
});

export default unwrapEnvelope;
