import { defineGrammar, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { inRanges,declaredArgTypes, declaredKeys, keptBlock, keyValueTags, numbersExact, parseJsonAt, perInput, readToolName, type NameChars, setParam, skipWs, TagValues, type TagSpec, type KeyValueTags, COLON, GREATER_THAN, isIdentStart, isQualifiedNameChar, tagSpans } from "@pi-tool-repair/grammar-kit";

/** The wrapper's opener without a suffix (Hy3 preview tokenizers), and the start of a suffixed one (`<tool_calls:opensource>`). */
const OPEN = "<tool_calls>";
const OPEN_SUFFIXED = "<tool_calls:";
const MAX_NAME = 128;
const MAX_KEY = 256;
/** The vocab suffix (`opensource`, a checkpoint hash such as `6124c78e`): a short word, no `>`, no space. */
const MAX_SUFFIX = 64;

/** Hunyuan's tags for one suffix (`""` or `":opensource"`): every tag of a block carries the wrapper's suffix. */
interface Tags {
  suffix: string;
  /** The key/value readers of this spelling of the tags. */
  kv: KeyValueTags;
  calls: string;
  callsClose: string;
  call: string;
  callClose: string;
  sep: string;
  key: string;
  keyClose: string;
  value: string;
  valueClose: string;
  think: string;
  thinkClose: string;
  spec: TagSpec;
}



function isSuffixChar(c: number): boolean {
  return isQualifiedNameChar(c) && c !== COLON;
}

const tagsBySuffix = new Map<string, Tags>();

/** The tags of one suffix, made once. */
function tagsOf(suffix: string): Tags {
  const made = tagsBySuffix.get(suffix);
  if (made) return made;
  const t = (name: string) => `<${name}${suffix}>`;
  const c = (name: string) => `</${name}${suffix}>`;
  const tags: Tags = {
    suffix,
    calls: t("tool_calls"),
    callsClose: c("tool_calls"),
    call: t("tool_call"),
    callClose: c("tool_call"),
    sep: t("tool_sep"),
    key: t("arg_key"),
    keyClose: c("arg_key"),
    value: t("arg_value"),
    valueClose: c("arg_value"),
    think: t("think"),
    thinkClose: c("think"),
    spec: undefined as unknown as TagSpec,
    kv: undefined as unknown as KeyValueTags,
  };
  tags.kv = valueSpec(tags);
  tags.spec = tags.kv.spec;
  tagsBySuffix.set(suffix, tags);
  return tags;
}

/**
 * Where a value ends (the kit's `TagValues`): a `</arg_value>` followed by the `<arg_key>` of a key the tool
 * declares, or by the call's clean `</tool_call>` (then the next `<tool_call>` or `</tool_calls>`). A value
 * whose end is not certain does not run (docs/policy.md, "Values are content").
 */
function valueSpec(tags: Tags): KeyValueTags {
  return keyValueTags({
    key: tags.key,
    keyClose: tags.keyClose,
    value: tags.value,
    valueClose: tags.valueClose,
    block: tags.call,
    end: tags.callClose,
    maxKey: MAX_KEY,
    isNameStart: isIdentStart,
    endsBlock(text, at) {
      const j = skipWs(text, at + tags.callClose.length);
      // the end of the reply after the last call: the turn ended there (see scanHunyuan)
      return j === text.length || text.startsWith(tags.call, j) || text.startsWith(tags.callsClose, j);
    },
  });
}

/** The suffix of the wrapper opener at `at` (`""`, `":opensource"`), or `undefined` when it is not one. */
function suffixAt(text: string, at: number): string | undefined {
  if (text.startsWith(OPEN, at)) return "";
  if (!text.startsWith(OPEN_SUFFIXED, at)) return undefined;
  const from = at + OPEN_SUFFIXED.length;
  let i = from;
  while (i < text.length && i - from < MAX_SUFFIX && isSuffixChar(text.charCodeAt(i))) i++;
  if (i === from || text.charCodeAt(i) !== GREATER_THAN) return undefined; // `>`
  return text.slice(from - 1, i);
}

/** Per input and suffix: the spans of `<think:S>` … `</think:S>` (the host knows only the bare `<think>`); unclosed runs to the end. */
const suffixedThink = perInput((input: ScanInput) => {
  const bySuffix = new Map<string, [number, number][]>();
  return (tags: Tags): [number, number][] => {
    let spans = bySuffix.get(tags.suffix);
    if (spans) return spans;
    spans = tags.suffix !== "" ? tagSpans(input, tags.think, tags.thinkClose) : [];
    bySuffix.set(tags.suffix, spans);
    return spans;
  };
});

/**
 * A value as the vendor's parsers read it (vLLM `hy_v3` / `hy_v4`, SGLang `hunyuan_detector`): typed by the
 * tool's schema. A string argument, or one the schema does not type, keeps its text exactly; a boolean,
 * number, object or array argument is decoded when its text is one, else kept as text (the schema then
 * decides). A number a double cannot carry keeps its text.
 */
export function decodeHunyuanValue(raw: string, types: ReadonlySet<string> | undefined): unknown {
  if (!types) return raw;
  const value = raw.trim();
  if (types.has("boolean")) {
    const lower = value.toLowerCase();
    if (lower === "true") return true;
    if (lower === "false") return false;
  }
  const numeric = types.has("integer") || types.has("number");
  const structured = types.has("object") || types.has("array");
  if ((numeric || structured || (types.has("null") && !types.has("string"))) && value.length > 0 && numbersExact(value)) {
    const json = parseJsonAt(value, 0);
    if (json && json.end === value.length) {
      const v = json.value;
      const ok =
        (typeof v === "number" && numeric) ||
        (v !== null && typeof v === "object" && structured) ||
        (v === null && types.has("null"));
      if (ok) return v;
    }
  }
  return raw;
}

/**
 * One `<tool_call>NAME[<tool_sep>]<arg_key>k</arg_key><arg_value>v</arg_value>…</tool_call>` at `at`: its end
 * and call, or `undefined` when it is not well-formed or a value's end is not certain.
 */
const NAME: NameChars = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME };

function scanCall(text: string, at: number, input: ScanInput, tags: Tags): { end: number; name: string; args: Record<string, unknown> } | undefined {
  const read = readToolName(text, skipWs(text, at + tags.call.length), input, NAME);
  if (!read) return undefined;
  const name = read.name;
  let i = skipWs(text, read.end);
  // Hy3 writes `<tool_sep>` after the name; Hy v4 goes on with the first `<arg_key>` (or the call's end)
  if (text.startsWith(tags.sep, i)) i = skipWs(text, i + tags.sep.length);
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const values = TagValues.of(input, `hunyuan${tags.suffix}`, tags.spec);
  const block = tags.kv.pairs(input, i, (from) => values.valueEnd(from, declares));
  if (block === undefined) return undefined;
  const pairs = block.pairs;
  i = block.end;
  if (!text.startsWith(tags.callClose, i)) return undefined;
  const args: Record<string, unknown> = {};
  for (const p of pairs) {
    // a repeated key: nobody knows which value the model meant, the block stays text
    if (!setParam(args, p.key, decodeHunyuanValue(text.slice(p.from, p.to), declaredArgTypes(schema, p.key)))) return undefined;
  }
  return { end: i + tags.callClose.length, name, args };
}

/**
 * Hunyuan Hy3 / Hy v4: `<tool_calls>` holding one or more `<tool_call>NAME<tool_sep>` (Hy3; Hy v4 writes no
 * `<tool_sep>`) blocks of `<arg_key>`/`<arg_value>` pairs, then `</tool_calls>`; every tag may carry the
 * tokenizer's vocab suffix (`<tool_calls:opensource>` … `</tool_calls:opensource>`), the same on each tag of a
 * block. The whole wrapper is one candidate: complete (its closer read, or every call closed and nothing but the
 * end of the reply after the last `</tool_call>`, as vLLM's `hy_v3` reads it) or nothing. A `<tool_calls>`
 * holding a JSON list (Hunyuan-A13B, Jamba) or JSON lines (MiniMax-M1) is left to those grammars.
 */
function scanHunyuan(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const suffix = suffixAt(text, at);
  if (suffix === undefined) return undefined;
  const tags = tagsOf(suffix);
  const body = skipWs(text, at + tags.calls.length);
  // no call opens the wrapper (a dangling opener, or another layout's `<tool_calls>`): nothing, inert or not
  if (!text.startsWith(tags.call, body)) return undefined;
  // reasoning written with the suffixed tag is inert, as `<think>` is for the host
  if (inRanges(suffixedThink(input)(tags), at)) return undefined;
  // a closed wrapper of this layout (a `<tool_call>` first: a JSON list or JSON lines are jamba's and minimax-m1's)
  // that it refuses is kept markup: text that counts in the sentence groups, never reaching over the next wrapper
  const kept = () => (text.startsWith(tags.call, body) ? keptBlock(input, body, tags.callsClose, tags.calls) : undefined);
  let i = body;
  const calls: { name: string; arguments: Record<string, unknown> }[] = [];
  while (text.startsWith(tags.call, i)) {
    const call = scanCall(text, i, input, tags);
    if (!call) return kept();
    calls.push({ name: call.name, arguments: call.args });
    i = skipWs(text, call.end);
  }
  if (calls.length === 0) return undefined;
  // the calls are complete and the reply ends after them: the closer is missing, not the calls (vLLM hy_v3)
  if (i === text.length) return { end: i, calls };
  if (!text.startsWith(tags.callsClose, i)) return kept();
  return { end: i + tags.callsClose.length, calls };
}

/** Hunyuan Hy3 / Hy v4 `<tool_calls><tool_call>NAME<tool_sep><arg_key>…</arg_key><arg_value>…</arg_value></tool_call></tool_calls>` → toolCall blocks. */
export const hunyuan = defineGrammar({
  name: "hunyuan",
  package: "@pi-tool-repair/grammar-hunyuan",
  host: "^1.0.0",
  markers: [OPEN, OPEN_SUFFIXED],
  owns: [
    { open: OPEN, close: "</tool_calls>" },
    { open: OPEN_SUFFIXED, close: "</tool_calls:" },
  ],
  literals: ["<tool_call>", "</tool_call>", "<arg_key>", "</arg_key>", "<arg_value>", "</arg_value>", "<tool_call:", "</arg_value:"],
  scan: scanHunyuan,
});

export default hunyuan;
