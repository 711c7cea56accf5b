import { STAGE, defineRule, optionsOf, type RepairContext, type RepairHost, type RepairPlugin, type RequestPayload } from "@pi-tool-repair/host";
import { isPlainObject, linearPattern, BACKSLASH } from "@pi-tool-repair/grammar-kit";

/** `^src$` → `src`: one leading `^` and one trailing, unescaped `$` removed. */
export function stripAnchors(text: string): string {
  let start = 0;
  let end = text.length;
  if (text.startsWith("^")) start = 1;
  if (end > start && text.endsWith("$")) {
    let slashes = 0;
    for (let k = end - 2; k >= start && text.charCodeAt(k) === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) end--; // `\$` is a literal dollar
  }
  return text.slice(start, end);
}

/** The grammar kit's linear-time engine (a schema's pattern never runs on the backtracking one); `undefined` when it is no pattern. */
function compile(pattern: string): { test(s: string): boolean } | undefined {
  try {
    return linearPattern(pattern);
  } catch {
    return undefined;
  }
}

/** `{"name":"^build$"}` → `{"name":"build"}` when the schema's `pattern` rejects the value only because of the `^…$` anchors the model copied. */
export const stripPatternAnchors = defineRule({
  name: "stripPatternAnchors",
  package: "@pi-tool-repair/rule-strip-pattern-anchors",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["pattern"],
  appliesTo: (s) => s.pattern,
  apply(issue, draft) {
    const value = issue.value;
    if (typeof value !== "string") return;
    const pattern = typeof issue.params.pattern === "string" ? issue.params.pattern : isPlainObject(issue.schema) ? issue.schema.pattern : undefined;
    if (typeof pattern !== "string") return;
    const stripped = stripAnchors(value);
    if (stripped === value) return;
    const re = compile(pattern);
    if (!re || re.test(value) || !re.test(stripped)) return;
    draft.set(issue.path, stripped);
    return `stripped the ^…$ anchors copied from the schema pattern`;
  },
});

/** Keys whose values are data, not schemas: never walked. */
const DATA_KEYS = new Set(["default", "examples", "example", "const", "enum", "description", "title", "$comment"]);

/** A copy of `schema` with every `pattern`'s anchors stripped, or the same object when none had any. Never mutates. */
export function stripSchemaAnchors(schema: unknown, depth = 0): unknown {
  if (depth > 64) return schema;
  if (Array.isArray(schema)) {
    let out: unknown[] | undefined;
    schema.forEach((item, i) => {
      const next = stripSchemaAnchors(item, depth + 1);
      if (next !== item) (out ??= [...schema])[i] = next;
    });
    return out ?? schema;
  }
  if (!isPlainObject(schema)) return schema;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(schema)) {
    let next = value;
    if (key === "pattern" && typeof value === "string") next = stripAnchors(value);
    else if (key === "properties" || key === "patternProperties" || key === "$defs" || key === "definitions" || key === "dependentSchemas") {
      // a map of names to schemas: walk the schemas, never treat a property called "pattern" as the keyword
      if (isPlainObject(value)) {
        let map: Record<string, unknown> | undefined;
        for (const [name, sub] of Object.entries(value)) {
          const s = stripSchemaAnchors(sub, depth + 1);
          if (s !== sub) (map ??= { ...value })[name] = s;
        }
        if (map) next = map;
      }
    } else if (!DATA_KEYS.has(key) && typeof value === "object" && value !== null) next = stripSchemaAnchors(value, depth + 1);
    if (next !== value) {
      out ??= { ...schema };
      out[key] = next;
    }
  }
  return out ?? schema;
}

/** Whether the model id matches one of the case-insensitive regex fragments (a fragment that does not compile is ignored). */
export function matchesModel(id: string | undefined, fragments: readonly unknown[] | undefined): boolean {
  if (!id || !Array.isArray(fragments)) return false;
  for (const f of fragments) {
    if (typeof f !== "string" || f === "") continue;
    let re: RegExp;
    try {
      re = new RegExp(f, "i");
    } catch {
      continue;
    }
    if (re.test(id)) return true;
  }
  return false;
}

function sanitizeTool(tool: unknown): unknown {
  if (!isPlainObject(tool)) return tool;
  let out: Record<string, unknown> | undefined;
  // OpenAI Chat Completions: {type:"function", function:{name, parameters}}
  const fn = tool.function;
  if (isPlainObject(fn) && "parameters" in fn) {
    const p = stripSchemaAnchors(fn.parameters);
    if (p !== fn.parameters) (out ??= { ...tool }).function = { ...fn, parameters: p };
  }
  // Anthropic: {name, input_schema}; OpenAI Responses: {type:"function", name, parameters}
  for (const key of ["input_schema", "parameters", "inputSchema"] as const) {
    if (!(key in tool)) continue;
    const s = stripSchemaAnchors(tool[key]);
    if (s !== tool[key]) (out ??= { ...tool })[key] = s;
  }
  return out ?? tool;
}

/** The payload with its tools' schema `pattern`s unanchored, or the same payload when nothing changed. */
export function sanitizePayload(payload: RequestPayload): RequestPayload {
  if (!isPlainObject(payload) || !Array.isArray(payload.tools)) return payload;
  const tools = payload.tools as unknown[];
  let next: unknown[] | undefined;
  tools.forEach((tool, i) => {
    const t = sanitizeTool(tool);
    if (t !== tool) (next ??= [...tools])[i] = t;
  });
  return next ? { ...payload, tools: next } : payload;
}

/** The model ids that copy schema anchors into values by default (Kimi K2, MiniMax, GLM). */
export const DEFAULT_ANCHOR_BLEED_MODELS: readonly string[] = Object.freeze(["kimi-k2", "minimax", "glm"]);

/** The sanitizer's options (`config.options.sanitizePatternAnchors`; the config file's top-level `anchorBleedModels`). */
export const SANITIZE_OPTIONS = {
  type: "object",
  properties: {
    anchorBleedModels: {
      description: "Case-insensitive regex fragments of the model ids whose outgoing tool schemas get `^…$` anchors stripped.",
      type: "array",
      items: { type: "string" },
      default: DEFAULT_ANCHOR_BLEED_MODELS,
    },
  },
  additionalProperties: false,
} as const;

/**
 * Taps `sanitize`: for models that copy schema anchors into values (its `anchorBleedModels` option, e.g.
 * Kimi K2, MiniMax, GLM), the outgoing request's tool schemas lose their `^`/`$` anchors. Returns a copy; the
 * caller's payload and schemas are never mutated.
 */
export const sanitizePatternAnchors: RepairPlugin = {
  name: "sanitizePatternAnchors",
  package: "@pi-tool-repair/rule-strip-pattern-anchors",
  host: "^1.0.0",
  kind: "plugin",
  stage: STAGE.CONVERT,
  options: SANITIZE_OPTIONS,
  apply(host: RepairHost) {
    host.hooks.sanitize.tap("sanitizePatternAnchors", (payload: RequestPayload, ctx: RepairContext) => {
      const models = optionsOf(ctx, sanitizePatternAnchors).anchorBleedModels as readonly string[];
      if (!matchesModel(ctx.model?.id, models)) return payload;
      return sanitizePayload(payload);
    });
  },
};

export default stripPatternAnchors;
