/**
 * The invoke block, shared by MiniMax-M2 (`<minimax:tool_call>`, grammar-invoke) and dots
 * (`<dots_function_call>`, grammar-dots): the wrapper's opener, then one or more
 * `<invoke name="N"><parameter name="K">V</parameter></invoke>` (parallel calls), then the wrapper's closer.
 * Only the wrapper and how a value's text becomes a value differ between the families.
 *
 * A value is content: markup quoted in it never runs, and a repeated parameter gives up the call. Nothing
 * is closed by guessing (docs/policy.md, "Values are content"): a `</parameter>` is structure only when a
 * parameter's opener or a clean `</invoke>` follows it; a declared parameter's opener inside the value is
 * matched by the next `</parameter>`, and one never matched means the value's own close is missing (an
 * undeclared one is content).
 */
import type { JsonType, RecoveredCall, TagInput } from "./types.js";
import { callList, readNameAttr } from "./blocks.js";
import { keptBlock, skipWs, setParam, type KeptBlock } from "./calls.js";
import { contentSpans } from "./content-spans.js";
import type { Range } from "./types.js";
import { declaredKeys, type DeclaresKey } from "./schema.js";
import { typesOf } from "./values.js";

export const INVOKE_OPEN = "<invoke";
export const INVOKE_CLOSE = "</invoke>";
export const INVOKE_PARAM = "<parameter";
export const INVOKE_PARAM_CLOSE = "</parameter>";
/** The literals an invoke scan searches for besides its wrapper (a grammar's `literals`). */
export const INVOKE_LITERALS: readonly string[] = [INVOKE_CLOSE, INVOKE_PARAM, INVOKE_PARAM_CLOSE, INVOKE_OPEN];
const MAX_NAME = 256;
/** Inner tags a value may quote before the reader gives up on it (bounds the walk). */
const MAX_INNER_TAGS = 256;

/** What the invoke reader reads of the host's `ScanInput`. */
export interface InvokeInput extends TagInput {
  indexOf(literal: string, from: number): number;
  indexOfAny(literals: readonly string[], from: number): { at: number; literal: string } | undefined;
}

/** How a family wraps its invoke blocks and reads its values. */
export interface InvokeSpec {
  /** The wrapper's opener (`<minimax:tool_call>`). */
  open: string;
  /** The wrapper's closer (`</minimax:tool_call>`); it may be missing after complete invokes. */
  close: string;
  /** A value's text (between `>` and `</parameter>`) typed by the schema; `undefined`: the call does not run. */
  value(raw: string, types: ReadonlySet<JsonType> | undefined): unknown;
  /**
   * A namespace prefix of the invoke and parameter tags (`atem:` for Muse Glimmer's `<atem:invoke>` and
   * `<atem:parameter>`); default none (`<invoke>`, `<parameter>`).
   */
  tagPrefix?: string;
  /**
   * The tool an invoke's written name calls, when the family spells a declared name another way (Muse Glimmer's
   * doubled namespace, `get_weather.get_weather`); default the written name.
   */
  name?(written: string, input: InvokeInput): string;
}

/** The invoke and parameter tags with a namespace prefix (`atem:`), and the literals a scan searches for (a grammar's `literals`). */
export function invokeTags(prefix: string): { open: string; close: string; param: string; paramClose: string; literals: readonly string[] } {
  const open = `<${prefix}invoke`;
  const close = `</${prefix}invoke>`;
  const param = `<${prefix}parameter`;
  const paramClose = `</${prefix}parameter>`;
  return { open, close, param, paramClose, literals: [close, param, paramClose, open] };
}

/** ` name="N">` (or 'N', or bare N) after a tag name at `i`: the name and the index after `>`. */
const nameAttr = (text: string, i: number) => readNameAttr(text, i, { bare: true, maxName: MAX_NAME });


type InvokeRead = { call: RecoveredCall; end: number } | { open: number } | undefined;

/** The invoke block reader for one family: from the wrapper's opener at `at`, its extent and calls, or `undefined`. */
export function invokeBlocks(spec: InvokeSpec): (text: string, at: number, input: InvokeInput) => { end: number; calls: RecoveredCall[] } | undefined {
  const { open: OPEN, close: CLOSE } = spec;
  const tags = invokeTags(spec.tagPrefix ?? "");
  const INVOKE_OPEN = tags.open;
  const INVOKE_CLOSE = tags.close;
  const INVOKE_PARAM = tags.param;
  const INVOKE_PARAM_CLOSE = tags.paramClose;
  const VALUE_TOKENS = [INVOKE_PARAM_CLOSE, INVOKE_PARAM];
  /** The tags that tell what follows an `</invoke>`: a call's inside (a parameter, a close) or a new call. */
  const AFTER_INVOKE = [INVOKE_PARAM_CLOSE, INVOKE_CLOSE, INVOKE_PARAM, INVOKE_OPEN, OPEN];
  /** Value spans of blocks that did not run: a marker inside one is content, never a call. */
  const content = contentSpans();

  /**
   * Whether an `</invoke>` ending at `end` is a clean end of a call: the next of the grammar's tags after it
   * opens a call (another invoke or block) or there is none. A parameter's opener or close, or an `</invoke>`,
   * next shows that this one was content of a value.
   */
  const cleanInvokeEnd = (end: number, input: InvokeInput): boolean => {
    const next = input.indexOfAny(AFTER_INVOKE, end);
    return next === undefined || next.literal === INVOKE_OPEN || next.literal === OPEN;
  };

  /** What follows a `</parameter>` ending at `i`: the next parameter's name, `true` for a clean `</invoke>`, `undefined` for anything else. */
  const afterClose = (text: string, i: number, input: InvokeInput): string | true | undefined => {
    const j = skipWs(text, i);
    if (text.startsWith(INVOKE_CLOSE, j)) return cleanInvokeEnd(j + INVOKE_CLOSE.length, input) || undefined;
    return text.startsWith(INVOKE_PARAM, j) ? nameAttr(text, j + INVOKE_PARAM.length)?.name : undefined;
  };

  /**
   * Where the value that starts at `from` ends (the position of its `</parameter>`), or `undefined` when its
   * end is not certain: the first structural `</parameter>` at depth 0, and only when what follows is a clean
   * `</invoke>` or a parameter the tool declares. Two readings give no end: a structural `</parameter>` inside
   * a quoted pair, or one followed by a parameter the tool does not declare.
   */
  const findValueEnd = (text: string, from: number, input: InvokeInput, declares: DeclaresKey): number | undefined => {
    if (input.indexOf(INVOKE_PARAM_CLOSE, from) < 0) return undefined;
    let depth = 0;
    let p = from;
    for (let n = 0; n < MAX_INNER_TAGS; n++) {
      const hit = input.indexOfAny(VALUE_TOKENS, p);
      if (!hit) return undefined;
      if (hit.literal === INVOKE_PARAM_CLOSE) {
        p = hit.at + INVOKE_PARAM_CLOSE.length;
        const next = afterClose(text, p, input);
        if (depth > 0) {
          depth--;
          if (next !== undefined) return undefined; // two readings: this close may end the value too
        } else if (next !== undefined) return typeof next === "string" && !declares(next) ? undefined : hit.at;
      } else {
        p = hit.at + INVOKE_PARAM.length;
        const name = nameAttr(text, p)?.name; // `<parameters>` and the like are plain text
        if (name !== undefined && declares(name)) depth++; // an undeclared parameter's opener is content
      }
    }
    return undefined;
  };

  /** One invoke. `{ open }`: a value that starts there never closes (the rest of the text is that value). */
  const readInvoke = (text: string, at: number, input: InvokeInput, spans: Range[]): InvokeRead => {
    const written = nameAttr(text, at + INVOKE_OPEN.length);
    if (!written) return undefined;
    const head = spec.name ? { ...written, name: spec.name(written.name, input) } : written;
    const schema = input.schemaOf(head.name);
    const declares = declaredKeys(schema);
    const args: Record<string, unknown> = {};
    let i = head.end;
    let ok = true;
    for (;;) {
      i = skipWs(text, i);
      if (text.startsWith(INVOKE_CLOSE, i)) return ok ? { call: { name: head.name, arguments: args }, end: i + INVOKE_CLOSE.length } : undefined;
      if (!text.startsWith(INVOKE_PARAM, i)) return undefined;
      const key = nameAttr(text, i + INVOKE_PARAM.length);
      if (!key) return undefined;
      const valueEnd = findValueEnd(text, key.end, input, declares);
      if (valueEnd === undefined) return { open: key.end };
      spans.push([key.end, valueEnd]);
      const value = spec.value(text.slice(key.end, valueEnd), typesOf(schema, key.name));
      // a repeated parameter or a value the family refuses: the call does not run (the rest is still read)
      if (value === undefined || !setParam(args, key.name, value)) ok = false;
      i = valueEnd + INVOKE_PARAM_CLOSE.length;
    }
  };

  /** Whether a stray `</invoke>` or wrapper closer follows `end` before any new block: a value was cut at a closer it quoted. */
  const strayCloserAfter = (end: number, input: InvokeInput): boolean => {
    const next = input.indexOfAny([INVOKE_CLOSE, CLOSE, OPEN], end);
    return next !== undefined && next.literal !== OPEN;
  };

  return (text, at, input) => {
    if (content.has(input, at)) return undefined; // quoted inside a value of an earlier block
    // no invoke opens the block (a dangling opener): `callList` finds no call and `fail` marks no span, so the
    // answer is the kept block, without the closures and the list
    const first = skipWs(text, at + OPEN.length);
    if (!text.startsWith(INVOKE_OPEN, first) || text.startsWith(INVOKE_CLOSE, first)) return keptBlock(input, at + OPEN.length, CLOSE, OPEN);
    const spans: Range[] = [];
    // a block that does not run stays text; closed, the host still sees it (`keep`) for its prose decisions
    const fail = (): KeptBlock | undefined => {
      content.mark(input, spans);
      return keptBlock(input, at + OPEN.length, CLOSE, OPEN);
    };
    const list = callList(
      text,
      at + OPEN.length,
      CLOSE, // EDGE: the wrapper's closer may be missing
      (i) => text.startsWith(INVOKE_OPEN, i) && !text.startsWith(INVOKE_CLOSE, i),
      (i) => {
        const one = readInvoke(text, i, input, spans);
        if (one && "open" in one) spans.push([one.open, text.length]); // a value never closed: everything after it is that value
        return one && "call" in one ? one : undefined; // a broken invoke: the block stays text
      },
    );
    if (!list) return fail();
    // ambiguous: a closer after the block means a value was cut at markup it quoted; nothing runs
    if (strayCloserAfter(list.end, input)) return fail();
    return { end: list.end, calls: list.calls };
  };
}
