/**
 * The schemas rules see: `frozenSchema(schema)`, a deep-frozen copy of a tool schema made once per schema
 * object, and `frozenTools(tools)`, the tool map of such copies, so a rule can never change the live schema
 * pi validates with.
 */
import type { JSONSchema, ToolMap } from "../contract/index.js";

const frozen = new WeakMap<object, JSONSchema>();

/**
 * A deep-frozen copy of `schema` (own enumerable string keys; shared subschemas stay shared, cycles stay
 * cycles), made once per schema object and cached weakly. A boolean schema is itself. The live schema is
 * never touched: pi validates with it, and freezing it would break pi or other extensions.
 */
export function frozenSchema(schema: JSONSchema): JSONSchema {
  if (typeof schema !== "object" || schema === null) return schema;
  const hit = frozen.get(schema);
  if (hit !== undefined) return hit;
  const copies = new Map<object, object>();
  const copyOf = (v: object): object => {
    let c = copies.get(v);
    if (c === undefined) {
      c = Array.isArray(v) ? new Array<unknown>(v.length) : {};
      copies.set(v, c);
      work.push([v, c]);
    }
    return c;
  };
  const work: [object, object][] = [];
  const root = copyOf(schema);
  while (work.length > 0) {
    const [from, to] = work.pop()!;
    for (const key of Object.keys(from)) {
      const v = (from as Record<string, unknown>)[key];
      const value = typeof v === "object" && v !== null ? copyOf(v) : v;
      Object.defineProperty(to, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  for (const c of copies.values()) Object.freeze(c);
  frozen.set(schema, root as JSONSchema);
  frozen.set(root, root as JSONSchema); // the copy is its own frozen copy
  return root as JSONSchema;
}

/** The last frozen tool map made for a tool map, with the entries it was made from. */
const frozenMaps = new WeakMap<ToolMap, { from: [string, JSONSchema | undefined][]; to: [string, JSONSchema | undefined][]; map: ToolMap }>();

/** Whether `map` holds exactly `entries`, in order (same names, same schema objects). */
function holds(map: ToolMap, entries: readonly [string, JSONSchema | undefined][]): boolean {
  if (map.size !== entries.length) return false;
  let k = 0;
  for (const [name, schema] of map) {
    const e = entries[k++]!;
    if (e[0] !== name || e[1] !== schema) return false;
  }
  return true;
}

/**
 * The tool map rules see: every schema replaced by its deep-frozen copy. Made once per tool map and reused
 * while neither map changed (both are compared entry by entry: a tool added to the context, or a rule that
 * wrote to the copy, makes a fresh one).
 */
export function frozenTools(tools: ToolMap): ToolMap {
  const hit = frozenMaps.get(tools);
  if (hit && holds(tools, hit.from) && holds(hit.map, hit.to)) return hit.map;
  const out = freezeTools(tools);
  frozenMaps.set(tools, { from: [...tools], to: [...out], map: out });
  return out;
}

function freezeTools(tools: ToolMap): ToolMap {
  const out = new Map<string, JSONSchema | undefined>();
  for (const [name, schema] of tools) {
    try {
      out.set(name, schema === undefined ? undefined : frozenSchema(schema));
    } catch {
      out.set(name, undefined); // a schema that cannot be read is no schema to the rules
    }
  }
  return out;
}
