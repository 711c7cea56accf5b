/**
 * MiniMax-M3: every tag carries the namespace token `]<]minimax[>[` in front of it:
 *
 *     ]<]minimax[>[<tool_call>
 *     ]<]minimax[>[<invoke name="NAME">
 *     ]<]minimax[>[<KEY>value]<]minimax[>[</KEY>
 *     ]<]minimax[>[</invoke>
 *     ]<]minimax[>[</tool_call>
 *
 * One element per argument, named by its tag; an element holding elements is an object (one element per
 * key) or, when its children are `<item>`s, a list. Several invokes in one block are parallel calls. Leaves
 * are typed by the schema as MiniMax-M2's invoke values are (strings kept exactly as written).
 *
 * Every namespaced tag is structure: a value's text runs to the next namespace token, which must be its own
 * closer (or, a spelling real M3 outputs show, a plain `</KEY>` ends the value right before the next
 * namespaced tag). A value holding the namespace token, a closer missing or not matching its opener, a
 * repeated key, or a block without its `]<]minimax[>[</tool_call>` does not run; the text after a value
 * that never closes is that value, so a block quoted inside it never runs either.
 */
import { defineGrammar, type JsonType, type JSONSchema, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { contentSpans, declaredTypes, joinPointer, jsonRepeatsKey, keptBlock, MAX_VALUE_DEPTH, readNameAttr, setParam, skipWs, subschemasAt, typeByOrder, type Range, APOSTROPHE, EQUALS, GREATER_THAN, LESS_THAN, QUOTE, SLASH, SPACE } from "@pi-tool-repair/grammar-kit";

/** The namespace token in front of every M3 tag. */
export const NS = "]<]minimax[>[";
const OPEN = `${NS}<tool_call>`;
const CLOSE = `${NS}</tool_call>`;
const INVOKE = "invoke";
const ITEM = "item";
const MAX_NAME = 256;
/** Elements one call may hold before the reader gives up (bounds the walk). */
const MAX_ELEMENTS = 4096;

/** A namespaced tag at `at`: its kind, element name (`invoke` with the call's name) and the index after `>`. */
interface Tag {
  close: boolean;
  name: string;
  /** The call's name, for `<invoke name="…">`. */
  invoke?: string;
  end: number;
}

const isNameChar = (c: number): boolean =>
  c > SPACE && c !== LESS_THAN && c !== GREATER_THAN && c !== SLASH && c !== QUOTE && c !== APOSTROPHE && c !== EQUALS; // no blank, < > / " ' =

/** The namespaced tag at `at` (the namespace token, optional blanks, then `<…>`), or `undefined`. */
function tagAt(text: string, at: number): Tag | undefined {
  if (!text.startsWith(NS, at)) return undefined;
  let i = skipWs(text, at + NS.length);
  if (text.charCodeAt(i) !== LESS_THAN) return undefined; // <
  i++;
  const close = text.charCodeAt(i) === SLASH; // /
  if (close) i++;
  if (!close && text.startsWith(INVOKE, i) && !isNameChar(text.charCodeAt(i + INVOKE.length))) {
    const attr = readNameAttr(text, i + INVOKE.length, { maxName: MAX_NAME });
    return attr ? { close, name: "invoke", invoke: attr.name, end: attr.end } : undefined;
  }
  const start = i;
  while (i < text.length && i - start <= MAX_NAME && isNameChar(text.charCodeAt(i))) i++;
  if (i === start || text.charCodeAt(i) !== GREATER_THAN) return undefined; // a name, then `>`
  return { close, name: text.slice(start, i), end: i + 1 };
}

/** The JSON types the tool's schema declares at `pointer`; `undefined` = unknown. */
function typesAt(tool: JSONSchema | undefined, pointer: string): Set<JsonType> | undefined {
  if (tool === undefined || tool === null || typeof tool !== "object") return undefined;
  const all = new Set<JsonType>();
  let constrained = false;
  for (const s of subschemasAt(tool, pointer)) {
    const t = declaredTypes(s, tool);
    if (!t) continue;
    constrained = true;
    for (const x of t) all.add(x);
  }
  return constrained ? all : undefined;
}

/**
 * A leaf typed by the schema, as MiniMax-M2's values are: a string is kept exactly as written; `null` is null
 * unless the schema says string and not null (M3's own parsers keep `none` and `nil` as words); the rest is typed integer >
 * number > boolean > object > array > string from the trimmed text. `undefined`: JSON text with a repeated
 * key, so nobody knows which value the model meant and the call does not run.
 */
export function m3Value(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (types?.has("null") && (raw === "null" || raw === "Null" || raw === "NULL")) return null; // a nullable field's null (SGLang)
  if (types?.has("string")) return raw;
  const v = raw.trim();
  if (v.toLowerCase() === "null") return null;
  if (!types) return raw;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v)) return undefined;
  return typeByOrder(raw, types);
}

/** Why a read stopped: `open` is where a value that never closes starts (the rest of the text is that value). */
interface Failure {
  open?: number;
}

/** Value spans of blocks that did not run: a marker inside one is content, never a call. */
const content = contentSpans();

class Reader {
  #elements = 0;
  constructor(
    readonly text: string,
    readonly input: ScanInput,
    readonly tool: JSONSchema | undefined,
  ) {}

  /** The next namespaced tag at or after `from` (after blanks only), or `undefined`. */
  tagAfter(from: number): Tag | undefined {
    return tagAt(this.text, skipWs(this.text, from));
  }

  /**
   * The value of the element `name` whose opener ends at `from`, at `pointer` in the arguments: its value and
   * where its closer ends, or a failure.
   */
  element(name: string, from: number, pointer: string, depth: number): { value: unknown; end: number } | Failure {
    if (++this.#elements > MAX_ELEMENTS || depth > MAX_VALUE_DEPTH) return {};
    const types = typesAt(this.tool, pointer);
    const first = this.tagAfter(from);
    if (first && !first.close) return this.children(name, first, pointer, types, depth);
    const next = this.input.indexOf(NS, from);
    if (next < 0) return { open: from };
    const raw = this.text.slice(from, next);
    const tag = tagAt(this.text, next);
    if (tag?.close && tag.name === name) {
      if (raw.trim() === "" && types && !types.has("string")) {
        if (types.has("object") && raw === "") return { value: {}, end: tag.end };
        if (types.has("array") && raw === "") return { value: [], end: tag.end };
      }
      const value = m3Value(raw, types);
      return value === undefined ? {} : { value, end: tag.end };
    }
    // a plain `</name>` right before the next namespaced tag (real M3 outputs write closers without the token)
    const plain = `</${name}>`;
    const body = raw.trimEnd();
    if (tag && body.endsWith(plain)) {
      const value = m3Value(body.slice(0, -plain.length), types);
      return value === undefined ? {} : { value, end: from + body.length };
    }
    return { open: from };
  }

  /** An element holding elements, from its first child's tag: an object, or a list of `<item>`s. */
  children(name: string, first: Tag, pointer: string, types: ReadonlySet<JsonType> | undefined, depth: number): { value: unknown; end: number } | Failure {
    const list = types?.has("array") === true ? !types.has("object") || first.name === ITEM : !types?.has("object") && first.name === ITEM;
    const out: unknown[] = [];
    const obj: Record<string, unknown> = {};
    let tag: Tag | undefined = first;
    for (;;) {
      if (!tag) return {};
      if (tag.close) return tag.name === name ? { value: list ? out : obj, end: tag.end } : {};
      if (tag.invoke !== undefined || (list && tag.name !== ITEM)) return {};
      const child = this.element(tag.name, tag.end, joinPointer(pointer, list ? out.length : tag.name), depth + 1);
      if (!("end" in child)) return child;
      if (list) out.push(child.value);
      else if (!setParam(obj, tag.name, child.value)) return {}; // a repeated key
      tag = this.tagAfter(child.end);
    }
  }

  /** One invoke's arguments, from after its opener: the arguments and where `</invoke>` ends, or a failure. */
  invoke(from: number): { args: Record<string, unknown>; end: number } | Failure {
    const args: Record<string, unknown> = {};
    let tag = this.tagAfter(from);
    for (;;) {
      if (!tag) return {};
      if (tag.close) return tag.name === "invoke" ? { args, end: tag.end } : {};
      if (tag.invoke !== undefined) return {};
      const child = this.element(tag.name, tag.end, joinPointer("", tag.name), 1);
      if (!("end" in child)) return child;
      if (!setParam(args, tag.name, child.value)) return {}; // a repeated parameter
      tag = this.tagAfter(child.end);
    }
  }
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  if (content.has(input, at)) return undefined; // quoted inside a value of an earlier block
  const calls: { name: string; arguments: Record<string, unknown> }[] = [];
  const fail = (failure: Failure) => {
    if (failure.open !== undefined) content.mark(input, [[failure.open, text.length] as Range]);
    return keptBlock(input, at + OPEN.length, CLOSE, OPEN);
  };
  let tag = tagAt(text, skipWs(text, at + OPEN.length));
  for (;;) {
    if (!tag) return fail({});
    if (tag.close) return tag.name === "tool_call" && calls.length > 0 ? { end: tag.end, calls } : fail({});
    if (tag.invoke === undefined) return fail({});
    const read = new Reader(text, input, input.schemaOf(tag.invoke)).invoke(tag.end);
    if (!("end" in read)) return fail(read);
    calls.push({ name: tag.invoke, arguments: read.args });
    tag = tagAt(text, skipWs(text, read.end));
  }
}

export const minimaxM3 = defineGrammar({
  name: "minimax-m3",
  package: "@pi-tool-repair/grammar-minimax-m3",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: [NS],
  scan: scanBlock,
  meta: {
    description: "MiniMax-M3 namespaced invoke tool calls (]<]minimax[>[<tool_call>…)",
  },
});

export default minimaxM3;
