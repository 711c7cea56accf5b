/** JSON Pointer (RFC 6901) helpers over plain JSON data. `""` is the root. */

export function parsePointer(pointer: string): string[] {
  if (pointer === "") return [];
  const segments = pointer.slice(1).split("/");
  // `~` starts every escape: without one, the segments are the keys
  return pointer.includes("~") ? segments.map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")) : segments;
}

export function formatPointer(segments: readonly (string | number)[]): string {
  let out = "";
  for (const s of segments) out += "/" + String(s).replace(/~/g, "~0").replace(/\//g, "~1");
  return out;
}

export function joinPointer(base: string, key: string | number): string {
  if (typeof key === "number") return base + "/" + key;
  return key.includes("~") || key.includes("/") ? base + "/" + key.replace(/~/g, "~0").replace(/\//g, "~1") : base + "/" + key;
}

export function parentPointer(pointer: string): { parent: string; key: string } | undefined {
  if (pointer === "") return undefined;
  const i = pointer.lastIndexOf("/");
  const last = pointer.slice(i);
  return { parent: pointer.slice(0, i), key: last.includes("~") ? (parsePointer(last)[0] ?? "") : last.slice(1) };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const own = Object.prototype.hasOwnProperty;

/**
 * The child `seg` of `node` (an array index or an own key), or `undefined` when it has none. A value that is
 * `undefined` and a missing one read the same: JSON holds no `undefined`.
 */
function childAt(node: unknown, seg: string): unknown {
  if (Array.isArray(node)) {
    const k = Number(seg);
    return Number.isInteger(k) && k >= 0 && k < node.length ? node[k] : undefined;
  }
  return isPlainObject(node) && own.call(node, seg) ? node[seg] : undefined;
}

/** The value at `pointer`, or `undefined` when a segment is missing. */
export function getAt(root: unknown, pointer: string): unknown {
  if (pointer === "") return root;
  let node = root;
  if (!pointer.includes("~")) {
    // no escapes: the segments read off the text as they come, no array of them
    for (let i = 1; ; ) {
      const j = pointer.indexOf("/", i);
      node = childAt(node, j < 0 ? pointer.slice(i) : pointer.slice(i, j));
      if (j < 0 || node === undefined) return node;
      i = j + 1;
    }
  }
  for (const seg of parsePointer(pointer)) {
    node = childAt(node, seg);
    if (node === undefined) return undefined;
  }
  return node;
}

export function hasAt(root: unknown, pointer: string): boolean {
  const p = parentPointer(pointer);
  if (!p) return true;
  const parent = getAt(root, p.parent);
  if (Array.isArray(parent)) {
    const i = Number(p.key);
    return Number.isInteger(i) && i >= 0 && i < parent.length;
  }
  return isPlainObject(parent) && own.call(parent, p.key);
}

/** Freezes `value` and everything it holds (objects and arrays), in place; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Sets `out[name]` as an own data property: `__proto__` is defined, not assigned (an assignment would set the
 * prototype instead of a key).
 */
export function setOwn(out: Record<string, unknown>, name: string, value: unknown): void {
  if (name === "__proto__") Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  else out[name] = value;
}

/** Deep clone of JSON-like data (objects, arrays, primitives). Keeps key order. */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value)) {
      setOwn(out, k, cloneJson(value[k]));
    }
    return out as T;
  }
  return value;
}

/** Structural equality of JSON-like data; key order is ignored. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    for (const k of ka) if (!own.call(b, k) || !jsonEqual(a[k], b[k])) return false;
    return true;
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

/** Whether `value` nests containers (arrays, objects) more than `max` deep. Iterative: no recursion on deep input. */
export function valueNestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (depth > max) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) if (x !== null && typeof x === "object") stack.push([x, depth + 1]);
  }
  return false;
}
