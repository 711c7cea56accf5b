// Deterministic inputs for the benchmark: clean prose, prose with ordinary fences, and the adversarial
// shapes that make naive leaked-grammar parsers quadratic. Every generator fills `size` characters
// (UTF-16 code units) exactly by repeating its unit and cutting the tail.

/** A small seeded PRNG (mulberry32), so every run measures the same text. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  "the a model tool call read file path edit line function value returns error test build " +
  "repair schema argument string number array object field name we you it then when because " +
  "output input text message agent code project change update fix check run look see small"
).split(" ");

/** Plain English-like prose with punctuation and paragraph breaks; no markup characters. */
export function prose(size, seed = 1) {
  const r = rng(seed);
  const parts = [];
  let n = 0;
  let sentence = 0;
  while (n < size) {
    const w = WORDS[Math.floor(r() * WORDS.length)];
    let piece = sentence === 0 ? w[0].toUpperCase() + w.slice(1) : w;
    sentence++;
    if (sentence > 6 && r() < 0.2) {
      piece += r() < 0.15 ? ".\n\n" : ". ";
      sentence = 0;
    } else piece += r() < 0.08 ? ", " : " ";
    parts.push(piece);
    n += piece.length;
  }
  return parts.join("").slice(0, size);
}

function fill(unit, size) {
  if (unit.length === 0) throw new Error("empty unit");
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** Prose with an ordinary fenced code block (and some inline code) every ~2 KB. */
export function proseWithFences(size) {
  const para = prose(1800, 7);
  const unit =
    para +
    "\n\nFor example:\n\n```ts\nconst x = read({ path: \"src/a.ts\" });\nif (x) console.log(`value ${x}`);\n```\n\nThen run `npm test` again.\n\n";
  return fill(unit, size);
}

/** The adversarial inputs of the grammar issue, by name. */
export const ADVERSARIAL = {
  // thousands of fences: opening and closing fences, fences of different lengths, inline runs
  "thousands of fences": (size) => fill("```\ncode\n```\ntext ``` x `` y ` z\n~~~~\nmore\n~~~~\n````js\n", size),
  // 100 000 lines of `{"name" ` fragments (9 chars a line: ~111 000 at 1 MB)
  '{"name" fragments': (size) => fill('{"name" \n', size),
  // thousands of unclosed <tool_call> openers, each with a JSON start that never completes
  "unclosed <tool_call> openers": (size) => fill('<tool_call>\n{"name": "read", "arguments": {"path": "a\n', size),
  // thousands of pythonic call lines, with openers of the pythonic families sprinkled in, never closed
  "pythonic f(a=1) lines": (size) =>
    fill("f(a=1)\ng(b='x', c=[1, 2])\n<function_calls>\nf(a=1)\n[f(a=1), g(\n<|python_tag|>f(a=1)\nh(a={'k': None})\n", size),
  // many partial DSML markers: dangling openers, invokes without closers, look-alike bars
  "partial <｜DSML｜ markers": (size) =>
    fill('<｜DSML｜tool_calls\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">a\n<｜DSML｜\n<｜｜DSML｜｜tool_calls>\n', size),
  // deeply nested JSON strings: stringified JSON in JSON, and deep unclosed brackets, after call markers
  "deeply nested JSON strings": (size) => {
    let inner = '{"path":"src/a.ts"}';
    for (let d = 0; d < 6; d++) inner = JSON.stringify({ name: "read", arguments: inner });
    const deep = "[".repeat(2000) + "{".repeat(0);
    return fill(`<tool_call>${inner}\n[TOOL_CALLS]${deep}\n<|tool_call|>${"[{\"a\":".repeat(300)}\n`, size);
  },
};

/** Deeply nested JSON text `[[[…1…]]]` of exactly `size` characters (odd sizes pad the tail with a space). */
function nestedBrackets(size) {
  const depth = Math.max(0, Math.floor((size - 1) / 2));
  return ("[".repeat(depth) + "1" + "]".repeat(depth)).padEnd(size, " ");
}

/**
 * The five families of issue 11 ("near the floor"), by name: each one text of `size` characters. Three were
 * already adversarial inputs above; the other two are one call whose string argument holds deeply nested
 * JSON text, as a Hermes `<tool_call>` and as a GLM `<arg_value>`.
 */
export const ISSUE_11 = {
  '{"name" fragments': ADVERSARIAL['{"name" fragments'],
  "nested JSON text in a <tool_call> string argument": (size) => {
    const head = '<tool_call>{"name": "write", "arguments": {"path": "a.json", "content": "';
    const tail = '"}}</tool_call>';
    return head + nestedBrackets(size - head.length - tail.length) + tail;
  },
  "nested JSON text in a GLM <arg_value>": (size) => {
    const head = "<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>a.json</arg_value>\n<arg_key>content</arg_key>\n<arg_value>";
    const tail = "</arg_value>\n</tool_call>";
    return head + nestedBrackets(size - head.length - tail.length) + tail;
  },
  "unclosed <tool_call> openers": ADVERSARIAL["unclosed <tool_call> openers"],
  "partial <｜DSML｜ markers": ADVERSARIAL["partial <｜DSML｜ markers"],
};

/** Not adversarial to a scanner, but to the text assembly: thousands of complete calls and dangling tokens. */
export const MANY_SPANS = {
  "thousands of complete calls": (size) => fill('Now: [TOOL_CALLS]read[ARGS]{"path": "src/a.ts"}\n<tool_call>{"name": "bash", "arguments": {"command": "ls"}}</tool_call>\n', size),
  "thousands of dangling [TOOL_CALLS]": (size) => fill("Some prose here, then [TOOL_CALLS]\n", size),
};

/** Every marker of the loaded grammars as a dangling fragment, repeated (an extra adversary). */
export function allMarkers(markers, size) {
  const unit = markers.map((m) => `${m}x\n`).join("") || "x\n";
  return fill(unit, size);
}
