import { STAGE, defineRule, type Draft, type RuleIssue } from "@pi-tool-repair/host";
import { isPlainObject, joinPointer, jsonEqual } from "@pi-tool-repair/grammar-kit";

/** alias → canonical, for one tool. */
export type AliasMap = Readonly<Record<string, string>>;

const PATH_ALIASES = [
  "absolutePath",
  "file_path",
  "filePath",
  "filepath",
  "pathname",
  "target_file",
  "targetFile",
  "file",
  "absolute_path",
  "fileAbsolutePath",
] as const;
const DIR_ALIASES = ["directory", "dir", "folder", "directoryPath"] as const;
// `from`/`to` are not here: on an edit they may be line numbers or paths (the review in the README)
const OLD_TEXT = ["old_string", "oldString", "old", "old_str", "oldStr", "old_value", "old_text", "oldContent", "old_content"] as const;
const NEW_TEXT = ["new_string", "newString", "new", "replacement", "new_str", "newStr", "new_value", "new_text", "newContent", "new_content"] as const;

function map(...groups: [readonly string[], string][]): AliasMap {
  const out: Record<string, string> = {};
  for (const [aliases, canonical] of groups) for (const a of aliases) out[a] = canonical;
  return Object.freeze(out);
}

/**
 * The alias table of pi's built-in tools. An alias applies in any object of the call whose schema declares its
 * canonical property (so edit's `old`/`new` apply inside `edits[]` items). Only spellings that cannot name
 * something else on a tool of that kind: the README lists the review of every row (`shell`, `script`, `start`,
 * `max`, `data`, `from`, `to` … were dropped).
 */
export const PI_ALIASES: Readonly<Record<string, AliasMap>> = Object.freeze({
  read: map([PATH_ALIASES, "path"]),
  grep: map(
    [["query", "regex", "search", "q", "expression"], "pattern"],
    [["globPattern"], "glob"],
    [["caseInsensitive"], "ignoreCase"],
    [["ctx"], "context"],
  ),
  write: map([PATH_ALIASES, "path"], [["text", "body", "contents", "fileContent"], "content"]),
  edit: map([PATH_ALIASES, "path"], [OLD_TEXT, "oldText"], [NEW_TEXT, "newText"]),
  ls: map([[...PATH_ALIASES, ...DIR_ALIASES], "path"]),
  find: map([["glob", "include", "name", "filename"], "pattern"]),
  bash: map([["cmd", "cmdline", "commandLine"], "command"]),
});

/**
 * For other tools (Claude Code, opencode, MCP servers …): families of spellings of one field. Whichever
 * member the tool's schema declares at that object is the canonical one; the others are its aliases. A
 * family applies only where the schema declares exactly one of its members. A family holds only spellings of
 * one meaning on any kind of tool (`file`, `regex`, `expression` and `pattern` were dropped: the README's review).
 */
export const ALIAS_FAMILIES: readonly (readonly string[])[] = Object.freeze([
  ["path", ...PATH_ALIASES.filter((a) => a !== "file")],
  ["oldText", "oldString", "old_string", "old_str", "oldStr", "old_text", "old_value", "oldContent", "old_content", "old"],
  ["newText", "newString", "new_string", "new_str", "newStr", "new_text", "new_value", "newContent", "new_content", "new", "replacement"],
  ["replaceAll", "replace_all"],
  ["command", "cmd", "cmdline", "commandLine"],
  ["query", "q", "search"],
  ["glob", "include", "globPattern", "glob_pattern", "file_pattern", "filePattern"],
  ["content", "contents", "fileContent", "file_content", "body"],
  ["ignoreCase", "ignore_case", "caseInsensitive", "case_insensitive"],
]);

/**
 * Canonical fields that name what the call acts on (a file, a command, a search): an empty alias for one of
 * them is not a value to move into place (`{"file_path": ""}` → unrepairable, never `{"path": ""}`). Text fields
 * (`content`, `newText` …) may be empty and are not here.
 */
const IDENTIFIERS: ReadonlySet<string> = new Set(["path", ...PATH_ALIASES, "command", "cmd", "pattern", "query", "regex", "glob", "url", "uri"]);

/** Whether `value` is an empty (or blank) string for the identifier field `canonical`. */
function emptyIdentifier(canonical: string, value: unknown): boolean {
  return IDENTIFIERS.has(canonical) && typeof value === "string" && value.trim() === "";
}

/** The property names the schemas of one object declare. */
function declaredKeys(schemas: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  for (const s of schemas) {
    if (isPlainObject(s) && isPlainObject(s.properties)) for (const k of Object.keys(s.properties)) out.add(k);
  }
  return out;
}

/** Extra aliases per tool (alias → canonical), `"*"` for every tool: the rule's one option. */
export type ExtraAliases = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The rule's options (`config.options.renameAliasedField`; the config file's top-level `aliases`). */
export const RENAME_OPTIONS = {
  type: "object",
  properties: {
    aliases: {
      description: 'Extra aliases per tool: `{ read: { fileName: "path" } }` (alias → canonical). `"*"` applies to every tool.',
      type: "object",
      additionalProperties: { type: "object", additionalProperties: { type: "string", minLength: 1 } },
      default: {},
    },
  },
  additionalProperties: false,
} as const;

/**
 * The aliases that apply to the object at `path`: alias → canonical, where the canonical is declared and the
 * alias is not. `extra` are the configured aliases (the rule's `aliases` option).
 */
export function aliasesAt(draft: Draft, path: string, extra: ExtraAliases = {}): Map<string, string> {
  return aliasesFor(draft.tool, draft.schemasAt(path), extra);
}

/** The aliases that apply to an object of `tool` described by `schemas` (see {@link aliasesAt}). */
function aliasesFor(tool: string, schemas: readonly unknown[], extra: ExtraAliases): Map<string, string> {
  const declared = declaredKeys(schemas);
  const out = new Map<string, string>();
  const add = (alias: string, canonical: string) => {
    if (alias !== canonical && declared.has(canonical) && !declared.has(alias)) out.set(alias, canonical);
  };
  const table = Object.prototype.hasOwnProperty.call(PI_ALIASES, tool) ? PI_ALIASES[tool] : undefined;
  if (table) {
    for (const [a, c] of Object.entries(table)) add(a, c);
  } else {
    for (const family of ALIAS_FAMILIES) {
      const present = family.filter((k) => declared.has(k));
      if (present.length !== 1) continue;
      for (const a of family) add(a, present[0]!);
    }
  }
  for (const scope of ["*", tool]) {
    const more = Object.prototype.hasOwnProperty.call(extra, scope) ? extra[scope] : undefined;
    if (!isPlainObject(more)) continue;
    for (const [a, c] of Object.entries(more)) if (typeof c === "string") add(a, c);
  }
  return out;
}

/** Whether another alias of `canonical` in `object` carries a different value than `value`. */
function conflicting(object: Record<string, unknown>, aliases: Map<string, string>, canonical: string, value: unknown): string | undefined {
  for (const [k, v] of Object.entries(object)) {
    if (aliases.get(k) === canonical && !jsonEqual(v, value)) return k;
  }
  return undefined;
}

/** How deep the conflict scan looks into the arguments (as `stripGrammarTokenKeys` does). */
const MAX_SCAN_DEPTH = 64;

/**
 * The first field of the call given two different values: an alias beside its canonical field, or two aliases of
 * one field (`{"command":"rm -rf build","cmd":"rm -rf build --dry-run"}`), as `{path, message}`; else `undefined`.
 * Only objects the schema describes are looked at.
 */
export function aliasConflict(draft: Draft, extra: ExtraAliases = {}): { path: string; message: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: draft.root, path: "", depth: 0 }];
  const known = new WeakMap<object, Map<string, string>>();
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (depth > MAX_SCAN_DEPTH) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: joinPointer(path, i), depth: depth + 1 });
      continue;
    }
    if (!isPlainObject(value)) continue;
    const schemas = draft.schemasAt(path);
    if (schemas.length === 0) continue; // no schema here, so none deeper: no alias applies
    // the items of one array share their schema: their aliases are worked out once
    const one = schemas.length === 1 && typeof schemas[0] === "object" ? schemas[0] : undefined;
    let aliases = one ? known.get(one) : undefined;
    if (!aliases) {
      aliases = aliasesFor(draft.tool, schemas, extra);
      if (one) known.set(one, aliases);
    }
    const first = new Map<string, string>(); // canonical → the first key seen for it (itself or an alias)
    for (const key of Object.keys(value)) {
      const canonical = aliases.get(key) ?? key;
      const seen = first.get(canonical);
      if (seen === undefined) first.set(canonical, key);
      else if (!jsonEqual(value[seen], value[key])) {
        return { path: joinPointer(path, key), message: `refused: ${seen} and ${key} give ${canonical} two different values; neither is picked` };
      }
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: value[keys[i]!], path: joinPointer(path, keys[i]!), depth: depth + 1 });
  }
  return undefined;
}

/** The draft version each draft was last scanned for conflicts at (a scan at the same version finds nothing new). */
const scanned = new WeakMap<Draft, number>();

/** Renames the alias of a `required` or `additionalProperties` issue, or drops an alias with its canonical's value. */
function resolveAlias(issue: RuleIssue, draft: Draft, extra: ExtraAliases): { path: string; message: string } | undefined {
  const key = issue.key;
  const object = draft.get(issue.path);
  if (key === undefined || !isPlainObject(object)) return;
  const aliases = aliasesAt(draft, issue.path, extra);
  if (aliases.size === 0) return;

  if (issue.keyword === "required") {
    // the canonical `key` is missing: an alias of it that is present takes its place
    const found = Object.keys(object).filter((k) => aliases.get(k) === key);
    const first = found[0];
    if (first === undefined) return;
    if (conflicting(object, aliases, key, object[first]) !== undefined) return; // two aliases disagree: leave it
    if (emptyIdentifier(key, object[first])) return; // `{"file_path": ""}`: nothing to act on
    draft.rename(issue.path, first, key);
    // the other aliases carry the same value: they collapse into the canonical field too
    for (const other of found.slice(1)) draft.remove(joinPointer(issue.path, other));
    const also = found.length > 1 ? ` (and dropped ${found.slice(1).join(", ")}: the same value)` : "";
    return { path: joinPointer(issue.path, first), message: `renamed ${first} to ${key}${also}` };
  }

  // additionalProperties: `key` is not allowed here; rename it when it is an alias
  const canonical = aliases.get(key);
  if (canonical === undefined) return;
  if (Object.prototype.hasOwnProperty.call(object, canonical)) {
    if (!jsonEqual(object[canonical], object[key])) return; // two values: the scan above vetoed the call
    draft.remove(joinPointer(issue.path, key));
    return { path: joinPointer(issue.path, key), message: `dropped ${key}: the same value as ${canonical}` };
  }
  if (conflicting(object, aliases, canonical, object[key]) !== undefined) return;
  if (emptyIdentifier(canonical, object[key])) return; // an empty path or command: nothing to act on
  draft.rename(issue.path, key, canonical);
  return { path: joinPointer(issue.path, key), message: `renamed ${key} to ${canonical}` };
}

/**
 * `{"file_path":"a"}` → `{"path":"a"}` on a failing call. An alias beside its canonical field with the same value is
 * dropped; two different values for one field (alias and canonical, or two aliases) → unrepairable, whichever rule
 * comes next.
 */
export const renameAliasedField = defineRule<{ aliases: ExtraAliases }>({
  name: "renameAliasedField",
  package: "@pi-tool-repair/rule-rename-aliased-field",
  host: "^1.0.0",
  stage: STAGE.RENAME,
  // every keyword: a failing call with two values for one field is refused whatever else fails in it
  fixes: "*",
  appliesTo: (s) => s.required || s.closed,
  options: RENAME_OPTIONS,
  apply(issue, draft, _ctx, options) {
    if (scanned.get(draft) !== draft.version) {
      scanned.set(draft, draft.version);
      const conflict = aliasConflict(draft, options.aliases);
      // two readings of one field: picking either could run what the model did not mean (a dropped `--dry-run`)
      if (conflict) {
        draft.veto("renameAliasedField", conflict.path, conflict.message);
        return;
      }
    }
    if (issue.keyword !== "required" && issue.keyword !== "additionalProperties") return;
    const before = draft.version;
    const result = resolveAlias(issue, draft, options.aliases);
    // a rename or a drop of a same-valued alias makes no conflict: no new scan is needed for it
    if (draft.version !== before && scanned.get(draft) === before) scanned.set(draft, draft.version);
    return result;
  },
});

export default renameAliasedField;
