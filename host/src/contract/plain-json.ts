/**
 * What the host accepts from a plugin: repaired arguments and recovered calls must be plain JSON (no cycle, no
 * BigInt, function, symbol, `undefined`, NaN/Infinity, no class instance). Part of the contract, so both the
 * repair and the recover rooms check against one definition. One linear walk, no recursion.
 */

/** `path` + `/key`, the key escaped as a JSON Pointer token (the kit's `joinPointer`; the contract imports kit types only). */
function joinPointer(base: string, key: string | number): string {
  if (typeof key === "number") return base + "/" + key;
  return key.includes("~") || key.includes("/") ? base + "/" + key.replace(/~/g, "~0").replace(/\//g, "~1") : base + "/" + key;
}

function isPlainPrototype(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Why `value` is not plain JSON (`"<where>: <what>"`), or `undefined` when it is. Plain JSON: `null`,
 * booleans, finite numbers, strings, arrays without holes or `undefined`, and objects whose prototype is
 * `Object.prototype` or `null` with string keys and JSON values. A value reached twice is fine (it is
 * written twice); a value that contains itself is a cycle. Linear in the number of values.
 */
export function notPlainJson(value: unknown): string | undefined {
  quickBudget = QUICK_VALUES;
  if (quickPlain(value, 0)) return undefined;
  return whyNotPlainJson(value);
}

/** How many objects and arrays the quick walk looks at before it leaves the value to the full walk. */
const QUICK_VALUES = 4096;
const QUICK_DEPTH = 64;
let quickBudget = 0;

/**
 * Whether `v` is certainly plain JSON: the checks of the full walk, without paths, sets or a stack of
 * tuples, for the small trees calls are. `false` means "not sure" (a problem, a cycle, a deep or large
 * value): then the full walk decides and names the problem.
 */
function quickPlain(v: unknown, depth: number): boolean {
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v);
    case "object":
      break;
    default:
      return false;
  }
  if (v === null) return true;
  if (depth > QUICK_DEPTH || --quickBudget < 0) return false;
  if (Object.getOwnPropertySymbols(v).length > 0) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!(i in v) || !quickPlain(v[i], depth + 1)) return false;
    return true;
  }
  if (!isPlainPrototype(v)) return false;
  // no descriptor objects and no key list: a recovered call's arguments are read for every call of a message
  for (const key in v) {
    if (!Object.hasOwn(v, key)) return false; // an enumerable key on the prototype: the full walk decides
    // an accessor has a getter or a setter (one with neither reads as undefined, which is not JSON either)
    if (lookupGetter.call(v, key) !== undefined || lookupSetter.call(v, key) !== undefined) return false;
    if (!quickPlain((v as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/** `Object.prototype.__lookupGetter__` / `__lookupSetter__`: an own property's accessor functions, with nothing allocated. */
const lookupGetter = (Object.prototype as unknown as { __lookupGetter__(key: string): unknown }).__lookupGetter__;
const lookupSetter = (Object.prototype as unknown as { __lookupSetter__(key: string): unknown }).__lookupSetter__;

/** The full walk of `notPlainJson`: linear, with the path of the first problem. */
function whyNotPlainJson(value: unknown): string | undefined {
  const done = new Set<object>();
  const open = new Set<object>();
  // explicit stack: [value, path] to enter, or [object, path, true] to leave
  const stack: [unknown, string, boolean][] = [[value, "", false]];
  while (stack.length > 0) {
    const [v, path, leaving] = stack.pop()!;
    const where = path || "/";
    if (leaving) {
      open.delete(v as object);
      done.add(v as object);
      continue;
    }
    switch (typeof v) {
      case "string":
      case "boolean":
        continue;
      case "number":
        if (!Number.isFinite(v)) return `${where}: ${String(v)} is not a JSON number`;
        continue;
      case "undefined":
        return `${where}: undefined is not JSON`;
      case "bigint":
        return `${where}: a BigInt is not JSON`;
      case "function":
        return `${where}: a function is not JSON`;
      case "symbol":
        return `${where}: a symbol is not JSON`;
    }
    if (v === null) continue;
    const obj = v as object;
    if (open.has(obj)) return `${where}: a cycle (the value contains itself)`;
    if (done.has(obj)) continue;
    if (Object.getOwnPropertySymbols(obj).length > 0) return `${where}: an object with symbol keys is not JSON`;
    open.add(obj);
    stack.push([obj, path, true]);
    if (Array.isArray(obj)) {
      for (let i = obj.length - 1; i >= 0; i--) {
        if (!(i in obj)) return `${joinPointer(path, i)}: an array hole is not JSON`;
        stack.push([obj[i], joinPointer(path, i), false]);
      }
      continue;
    }
    if (!isPlainPrototype(obj)) return `${where}: a ${obj.constructor?.name ?? "non-plain"} object is not JSON`;
    const keys = Object.keys(obj);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const descriptor = Object.getOwnPropertyDescriptor(obj, key)!;
      if (!("value" in descriptor)) return `${joinPointer(path, key)}: an accessor property is not JSON`;
      stack.push([descriptor.value, joinPointer(path, key), false]);
    }
  }
  return undefined;
}
