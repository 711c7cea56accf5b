/**
 * A strict JSON reader for grammars that start at a very common marker (`{`, `[`). Like the host's
 * `parseJsonAt`, it reads forward once; on failure it also reports the containers that were still open.
 * A fresh read from one of those positions would fail at the same place, so a caller can skip them: nested,
 * unclosed JSON then costs one read in total, not one per nesting level.
 */

export type JsonRead = { ok: true; value: unknown; end: number } | { ok: false; open: readonly number[] };

const MAX_DEPTH = 128;

class Fail extends Error {}
const FAIL = new Fail();

function ws(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else return i;
  }
}

export function readJson(text: string, at: number): JsonRead {
  const open: number[] = [];
  try {
    const r = value(text, ws(text, at), open);
    return { ok: true, value: r.value, end: r.end };
  } catch (e) {
    if (e instanceof Fail || e instanceof RangeError) return { ok: false, open };
    throw e;
  }
}

interface At {
  value: unknown;
  end: number;
}

function value(text: string, i: number, open: number[]): At {
  const c = text.charCodeAt(i);
  if (c === 123 || c === 91) {
    if (open.length >= MAX_DEPTH) throw FAIL;
    open.push(i);
    const r = c === 123 ? object(text, i, open) : array(text, i, open);
    open.pop();
    return r;
  }
  if (c === 34) return string(text, i);
  if (c === 116 && text.startsWith("true", i)) return { value: true, end: i + 4 };
  if (c === 102 && text.startsWith("false", i)) return { value: false, end: i + 5 };
  if (c === 110 && text.startsWith("null", i)) return { value: null, end: i + 4 };
  if (c === 45 || (c >= 48 && c <= 57)) return number(text, i);
  throw FAIL;
}

function object(text: string, i: number, open: number[]): At {
  const out: Record<string, unknown> = {};
  i = ws(text, i + 1);
  if (text.charCodeAt(i) === 125) return { value: out, end: i + 1 };
  for (;;) {
    if (text.charCodeAt(i) !== 34) throw FAIL;
    const k = string(text, i);
    i = ws(text, k.end);
    if (text.charCodeAt(i) !== 58) throw FAIL;
    const v = value(text, ws(text, i + 1), open);
    Object.defineProperty(out, k.value as string, { value: v.value, enumerable: true, writable: true, configurable: true });
    i = ws(text, v.end);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i = ws(text, i + 1);
      continue;
    }
    if (c === 125) return { value: out, end: i + 1 };
    throw FAIL;
  }
}

function array(text: string, i: number, open: number[]): At {
  const out: unknown[] = [];
  i = ws(text, i + 1);
  if (text.charCodeAt(i) === 93) return { value: out, end: i + 1 };
  for (;;) {
    const v = value(text, i, open);
    out.push(v.value);
    i = ws(text, v.end);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i = ws(text, i + 1);
      continue;
    }
    if (c === 93) return { value: out, end: i + 1 };
    throw FAIL;
  }
}

const ESCAPES: Record<number, string> = { 34: '"', 92: "\\", 47: "/", 98: "\b", 102: "\f", 110: "\n", 114: "\r", 116: "\t" };

function string(text: string, i: number): At {
  let out = "";
  let run = i + 1;
  let j = i + 1;
  for (;;) {
    if (j >= text.length) throw FAIL;
    const c = text.charCodeAt(j);
    if (c === 34) return { value: out + text.slice(run, j), end: j + 1 };
    if (c < 32) throw FAIL;
    if (c !== 92) {
      j++;
      continue;
    }
    out += text.slice(run, j);
    const e = text.charCodeAt(j + 1);
    if (e === 117) {
      const hex = text.slice(j + 2, j + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw FAIL;
      out += String.fromCharCode(parseInt(hex, 16));
      j += 6;
    } else {
      const s = ESCAPES[e];
      if (s === undefined) throw FAIL;
      out += s;
      j += 2;
    }
    run = j;
  }
}

function digits(text: string, k: number): number {
  while (k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
  return k;
}

function number(text: string, i: number): At {
  let j = i;
  if (text.charCodeAt(j) === 45) j++;
  if (text.charCodeAt(j) === 48) j++;
  else {
    const k = digits(text, j);
    if (k === j) throw FAIL;
    j = k;
  }
  if (text.charCodeAt(j) === 46) {
    const k = digits(text, j + 1);
    if (k === j + 1) throw FAIL;
    j = k;
  }
  const e = text.charCodeAt(j);
  if (e === 101 || e === 69) {
    let k = j + 1;
    const s = text.charCodeAt(k);
    if (s === 43 || s === 45) k++;
    const m = digits(text, k);
    if (m === k) throw FAIL;
    j = m;
  }
  return { value: Number(text.slice(i, j)), end: j };
}
