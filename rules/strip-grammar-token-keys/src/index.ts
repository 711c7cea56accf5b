import { STAGE, defineRule, type Draft } from "@pi-tool-repair/host";
import { isPlainObject, joinPointer, jsonEqual } from "@pi-tool-repair/grammar-kit";

/** Tags that carry no name: `<arg_key>`, `</arg_key>`, `<arg_value>`, `</parameter>`, `</｜DSML｜parameter>` … */
const BARE_TAG = /^\/?(?:\uFF5CDSML\uFF5C)?(?:arg_key|arg_value|parameter|param|tool_call|function_call|argument|key|value)$/;
/** Tags that carry the key: `<parameter=path>`, `<parameter name="path">`, `<｜DSML｜parameter name="path" string="true">`. */
const NAMED_TAG = /^(?:\uFF5CDSML\uFF5C)?(?:parameter|param|arg_key|argument)(?:=|\s+name\s*=\s*)(?:"([^"<>]{1,128})"|'([^'<>]{1,128})'|([^\s"'<>]{1,128}))(?:\s+[a-z_]{1,32}\s*=\s*"[^"<>]{0,64}")*\s*\/?$/;
const MAX_TAG = 256;

/**
 * The key with leaked grammar tokens removed, or `undefined` when it has none or is not cleanly a key
 * (`command</arg_key><arg_value>ls`: the value leaked into the key too). Linear in the key's length.
 */
export function cleanTokenKey(key: string): string | undefined {
  if (!key.includes("<")) return undefined; // no tag: no token
  let text = "";
  let named: string | undefined;
  let tokens = 0;
  let i = 0;
  let textRuns = 0;
  let lastWasText = false;
  while (i < key.length) {
    const lt = key.indexOf("<", i);
    const chunkEnd = lt < 0 ? key.length : lt;
    if (chunkEnd > i) {
      const chunk = key.slice(i, chunkEnd);
      if (chunk.trim() !== "") {
        if (!lastWasText) textRuns++;
        text += chunk;
        lastWasText = true;
      }
    }
    if (lt < 0) break;
    const gt = key.indexOf(">", lt + 1);
    if (gt < 0 || gt - lt > MAX_TAG) return undefined;
    const tag = key.slice(lt + 1, gt).trim();
    const m = NAMED_TAG.exec(tag);
    if (m) {
      const name = m[1] ?? m[2] ?? m[3];
      if (named !== undefined && named !== name) return undefined;
      named = name;
    } else if (!BARE_TAG.test(tag)) return undefined; // some other markup: not ours
    tokens++;
    lastWasText = false;
    i = gt + 1;
  }
  if (tokens === 0 || textRuns > 1) return undefined;
  const bare = text.trim().replace(/^["']|["']$/g, "").trim();
  if (named !== undefined && bare !== "" && bare !== named) return undefined;
  const clean = named ?? bare;
  if (clean === "" || clean === key || /[<>\s]/.test(clean)) return undefined;
  return clean;
}

function walk(draft: Draft, value: unknown, path: string, depth: number, changes: string[]): void {
  if (depth > 64) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(draft, item, joinPointer(path, i), depth + 1, changes));
    return;
  }
  if (!isPlainObject(value)) return;
  for (const key of Object.keys(value)) {
    const clean = cleanTokenKey(key);
    if (clean === undefined) continue;
    if (Object.prototype.hasOwnProperty.call(value, clean)) {
      // The clean key is there too: the same value is a duplicate to drop; a different one is a conflict.
      if (jsonEqual(value[clean], value[key]) && draft.remove(joinPointer(path, key))) changes.push(`${key} (duplicate of ${clean})`);
      continue;
    }
    if (draft.rename(path, key, clean)) changes.push(`${key} → ${clean}`);
  }
  const current = draft.get(path);
  if (isPlainObject(current)) for (const key of Object.keys(current)) walk(draft, current[key], joinPointer(path, key), depth + 1, changes);
}

/** The draft version each draft was last walked at (a walk at the same version finds nothing new). */
const walked = new WeakMap<Draft, number>();

/** `{"command</arg_key>":"ls"}` → `{"command":"ls"}`: grammar tokens leaked into keys (GLM, MiniMax, Qwen), at any depth. */
export const stripGrammarTokenKeys = defineRule({
  name: "stripGrammarTokenKeys",
  package: "@pi-tool-repair/rule-strip-grammar-token-keys",
  host: "^1.0.0",
  stage: STAGE.RENAME - 10, // 90: keys must be clean before aliases are looked up
  fixes: "*",
  // leaked grammar tokens can turn up as keys of any schema
  appliesTo: () => true,
  apply(_issue, draft) {
    // called once per issue, but one walk cleans the whole draft: walk again only after the draft changed
    if (walked.get(draft) === draft.version) return;
    const changes: string[] = [];
    walk(draft, draft.root, "", 0, changes);
    walked.set(draft, draft.version);
    if (changes.length === 0) return;
    return { path: "", message: `stripped grammar tokens from keys: ${changes.join(", ")}` };
  },
});

export default stripGrammarTokenKeys;
