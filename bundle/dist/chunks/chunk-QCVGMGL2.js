import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import {
  piArgumentsError
} from "./chunk-4TCUM3WQ.js";
import {
  STAGE,
  defineGrammar,
  defineRule,
  optionsOf,
  validateWithAjv
} from "./chunk-KJQZJYVY.js";
import {
  APOSTROPHE,
  BACKSLASH,
  BACKTICK,
  CALL_SHAPE,
  CALL_SHAPE_ARGS_OPTIONAL,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COLON,
  COMMA,
  CR,
  DOT,
  EQUALS,
  FULLWIDTH_BAR,
  FUNCTION_OPEN,
  GREATER_THAN,
  INVOKE_LITERALS,
  INVOKE_OPEN,
  LESS_THAN,
  LF,
  MAX_VALUE_DEPTH,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  OPEN_PAREN,
  PIPE,
  QUOTE,
  ReadError,
  SEMICOLON,
  SLASH,
  SPACE,
  TAB,
  TILDE,
  TagValues,
  TolerantReader,
  acceptsToolName,
  acceptsType,
  acceptsValue,
  afterComment,
  bareCoverEnd,
  callList,
  callOf,
  callsOf,
  cloneJson,
  commentsThenJson,
  contentSpans,
  declaredArgTypes,
  declaredKeys,
  declaredNameAt,
  declaredTypes,
  decodeArguments,
  duplicateKeyedExtent,
  envelopeKeys,
  exactNumber,
  formatPointer,
  hasDuplicateKeys,
  holdsProse,
  inRanges,
  insideOtherMarkup,
  invokeBlocks,
  invokeTags,
  isAsciiSpace,
  isDeclaredTool,
  isDigit,
  isIdentChar,
  isIdentStart,
  isJsonSpace,
  isLineSpace,
  isNameChar,
  isPlainObject,
  isQualifiedNameChar,
  isRecord,
  isSchemaShaped,
  isToolName,
  joinPointer,
  jsonCallBlock,
  jsonEqual,
  jsonExtent,
  jsonReaderOf,
  jsonRepeatsKey,
  keptBlock,
  keyValueTags,
  linearPattern,
  looksLikeSentence,
  numbersExact,
  parentPointer,
  parseFunctionBlock,
  parseJson,
  parseJsonAt,
  parseJsonAtRawControls,
  parsePointer,
  parsePythonCallAt,
  parsePythonLiteral,
  parsePythonLiteralAt,
  pastEndToken,
  perInput,
  pythonCallList,
  pythonKeywordCall,
  readJsonString,
  readNameAttr,
  readToolName,
  renameNativeCalls,
  setParam,
  skipInvisible,
  skipLineSpace,
  skipWs,
  startsLikeJson,
  subschemasAt,
  tagSpans,
  toStructured,
  typeByOrder,
  typesOf,
  valueNestsDeeperThan
} from "./chunk-S62PELVU.js";

// presets/pi-default/dist/preset/phantom.js
var PHANTOM_ERROR_MESSAGE = "Provider returned error: the model stopped for tool use but sent no tool call (phantom tool use); you can retry your request";
var isToolCall = (block) => typeof block === "object" && block !== null && block.type === "toolCall";
var phantomToolUse = {
  name: "phantomToolUse",
  package: "@pi-tool-repair/preset-pi-default",
  host: "^1.0.0",
  stage: 100,
  kind: "plugin",
  apply(host) {
    host.hooks.phantom.tap("phantomToolUse", (message) => {
      if (message.stopReason !== "toolUse" || !Array.isArray(message.content) || message.content.some(isToolCall))
        return void 0;
      return { ...message, stopReason: "error", errorMessage: PHANTOM_ERROR_MESSAGE };
    });
  }
};

// rules/strip-pattern-anchors/dist/index.js
function stripAnchors(text) {
  let start = 0;
  let end = text.length;
  if (text.startsWith("^"))
    start = 1;
  if (end > start && text.endsWith("$")) {
    let slashes = 0;
    for (let k = end - 2; k >= start && text.charCodeAt(k) === BACKSLASH; k--)
      slashes++;
    if (slashes % 2 === 0)
      end--;
  }
  return text.slice(start, end);
}
function compile(pattern) {
  try {
    return linearPattern(pattern);
  } catch {
    return void 0;
  }
}
var stripPatternAnchors = defineRule({
  name: "stripPatternAnchors",
  package: "@pi-tool-repair/rule-strip-pattern-anchors",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["pattern"],
  appliesTo: (s) => s.pattern,
  apply(issue, draft) {
    const value = issue.value;
    if (typeof value !== "string")
      return;
    const pattern = typeof issue.params.pattern === "string" ? issue.params.pattern : isPlainObject(issue.schema) ? issue.schema.pattern : void 0;
    if (typeof pattern !== "string")
      return;
    const stripped = stripAnchors(value);
    if (stripped === value)
      return;
    const re = compile(pattern);
    if (!re || re.test(value) || !re.test(stripped))
      return;
    draft.set(issue.path, stripped);
    return `stripped the ^\u2026$ anchors copied from the schema pattern`;
  }
});
var DATA_KEYS = /* @__PURE__ */ new Set(["default", "examples", "example", "const", "enum", "description", "title", "$comment"]);
function stripSchemaAnchors(schema, depth = 0) {
  if (depth > 64)
    return schema;
  if (Array.isArray(schema)) {
    let out2;
    schema.forEach((item, i) => {
      const next = stripSchemaAnchors(item, depth + 1);
      if (next !== item)
        (out2 ??= [...schema])[i] = next;
    });
    return out2 ?? schema;
  }
  if (!isPlainObject(schema))
    return schema;
  let out;
  for (const [key, value] of Object.entries(schema)) {
    let next = value;
    if (key === "pattern" && typeof value === "string")
      next = stripAnchors(value);
    else if (key === "properties" || key === "patternProperties" || key === "$defs" || key === "definitions" || key === "dependentSchemas") {
      if (isPlainObject(value)) {
        let map2;
        for (const [name, sub] of Object.entries(value)) {
          const s = stripSchemaAnchors(sub, depth + 1);
          if (s !== sub)
            (map2 ??= { ...value })[name] = s;
        }
        if (map2)
          next = map2;
      }
    } else if (!DATA_KEYS.has(key) && typeof value === "object" && value !== null)
      next = stripSchemaAnchors(value, depth + 1);
    if (next !== value) {
      out ??= { ...schema };
      out[key] = next;
    }
  }
  return out ?? schema;
}
function matchesModel(id, fragments) {
  if (!id || !Array.isArray(fragments))
    return false;
  for (const f of fragments) {
    if (typeof f !== "string" || f === "")
      continue;
    let re;
    try {
      re = new RegExp(f, "i");
    } catch {
      continue;
    }
    if (re.test(id))
      return true;
  }
  return false;
}
function sanitizeTool(tool) {
  if (!isPlainObject(tool))
    return tool;
  let out;
  const fn = tool.function;
  if (isPlainObject(fn) && "parameters" in fn) {
    const p = stripSchemaAnchors(fn.parameters);
    if (p !== fn.parameters)
      (out ??= { ...tool }).function = { ...fn, parameters: p };
  }
  for (const key of ["input_schema", "parameters", "inputSchema"]) {
    if (!(key in tool))
      continue;
    const s = stripSchemaAnchors(tool[key]);
    if (s !== tool[key])
      (out ??= { ...tool })[key] = s;
  }
  return out ?? tool;
}
function sanitizePayload(payload2) {
  if (!isPlainObject(payload2) || !Array.isArray(payload2.tools))
    return payload2;
  const tools = payload2.tools;
  let next;
  tools.forEach((tool, i) => {
    const t = sanitizeTool(tool);
    if (t !== tool)
      (next ??= [...tools])[i] = t;
  });
  return next ? { ...payload2, tools: next } : payload2;
}
var DEFAULT_ANCHOR_BLEED_MODELS = Object.freeze(["kimi-k2", "minimax", "glm"]);
var SANITIZE_OPTIONS = {
  type: "object",
  properties: {
    anchorBleedModels: {
      description: "Case-insensitive regex fragments of the model ids whose outgoing tool schemas get `^\u2026$` anchors stripped.",
      type: "array",
      items: { type: "string" },
      default: DEFAULT_ANCHOR_BLEED_MODELS
    }
  },
  additionalProperties: false
};
var sanitizePatternAnchors = {
  name: "sanitizePatternAnchors",
  package: "@pi-tool-repair/rule-strip-pattern-anchors",
  host: "^1.0.0",
  kind: "plugin",
  stage: STAGE.CONVERT,
  options: SANITIZE_OPTIONS,
  apply(host) {
    host.hooks.sanitize.tap("sanitizePatternAnchors", (payload2, ctx) => {
      const models = optionsOf(ctx, sanitizePatternAnchors).anchorBleedModels;
      if (!matchesModel(ctx.model?.id, models))
        return payload2;
      return sanitizePayload(payload2);
    });
  }
};

// rules/drop-null-optional/dist/index.js
var dropNullOptional = defineRule({
  name: "dropNullOptional",
  package: "@pi-tool-repair/rule-drop-null-optional",
  host: "^1.0.0",
  stage: STAGE.DROP,
  fixes: ["type", "enum", "const"],
  appliesTo: (s) => s.optionalNotNullable,
  apply(issue, draft) {
    if (issue.value !== null || issue.expects("null") || issue.path === "")
      return;
    const p = parentPointer(issue.path);
    if (!p || !isPlainObject(draft.get(p.parent)))
      return;
    if (!issue.optional)
      return;
    draft.remove(issue.path);
    return `dropped null from tool "${issue.tool}": optional, not nullable`;
  }
});

// rules/coerce-numeric-string/dist/index.js
var DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
var coerceNumericString = defineRule({
  name: "coerceNumericString",
  package: "@pi-tool-repair/rule-coerce-numeric-string",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("number"),
  apply(issue, draft) {
    if (typeof issue.value !== "string")
      return;
    const wantsNumber = issue.expects("number");
    const wantsInteger = issue.expects("integer");
    if (!wantsNumber && !wantsInteger)
      return;
    const text = issue.value.trim();
    if (!DECIMAL.test(text))
      return;
    const n = exactNumber(text);
    if (n === void 0)
      return;
    if (!wantsNumber && !Number.isInteger(n))
      return;
    draft.set(issue.path, n);
    return `converted numeric string ${JSON.stringify(issue.value)} to ${n}`;
  }
});

// rules/rename-aliased-field/dist/index.js
var PATH_ALIASES = [
  "absolutePath",
  "file_path",
  "filePath",
  "filepath",
  "pathname",
  "target_file",
  "targetFile",
  "file",
  "absolute_path",
  "fileAbsolutePath"
];
var DIR_ALIASES = ["directory", "dir", "folder", "directoryPath"];
var OLD_TEXT = ["old_string", "oldString", "old", "old_str", "oldStr", "old_value", "old_text", "oldContent", "old_content"];
var NEW_TEXT = ["new_string", "newString", "new", "replacement", "new_str", "newStr", "new_value", "new_text", "newContent", "new_content"];
function map(...groups) {
  const out = {};
  for (const [aliases, canonical] of groups)
    for (const a of aliases)
      out[a] = canonical;
  return Object.freeze(out);
}
var PI_ALIASES = Object.freeze({
  read: map([PATH_ALIASES, "path"]),
  grep: map([["query", "regex", "search", "q", "expression"], "pattern"], [["globPattern"], "glob"], [["caseInsensitive"], "ignoreCase"], [["ctx"], "context"]),
  write: map([PATH_ALIASES, "path"], [["text", "body", "contents", "fileContent"], "content"]),
  edit: map([PATH_ALIASES, "path"], [OLD_TEXT, "oldText"], [NEW_TEXT, "newText"]),
  ls: map([[...PATH_ALIASES, ...DIR_ALIASES], "path"]),
  find: map([["glob", "include", "name", "filename"], "pattern"]),
  bash: map([["cmd", "cmdline", "commandLine"], "command"])
});
var ALIAS_FAMILIES = Object.freeze([
  ["path", ...PATH_ALIASES.filter((a) => a !== "file")],
  ["oldText", "oldString", "old_string", "old_str", "oldStr", "old_text", "old_value", "oldContent", "old_content", "old"],
  ["newText", "newString", "new_string", "new_str", "newStr", "new_text", "new_value", "newContent", "new_content", "new", "replacement"],
  ["replaceAll", "replace_all"],
  ["command", "cmd", "cmdline", "commandLine"],
  ["query", "q", "search"],
  ["glob", "include", "globPattern", "glob_pattern", "file_pattern", "filePattern"],
  ["content", "contents", "fileContent", "file_content", "body"],
  ["ignoreCase", "ignore_case", "caseInsensitive", "case_insensitive"]
]);
var IDENTIFIERS = /* @__PURE__ */ new Set(["path", ...PATH_ALIASES, "command", "cmd", "pattern", "query", "regex", "glob", "url", "uri"]);
function emptyIdentifier(canonical, value) {
  return IDENTIFIERS.has(canonical) && typeof value === "string" && value.trim() === "";
}
function declaredKeys2(schemas) {
  const out = /* @__PURE__ */ new Set();
  for (const s of schemas) {
    if (isPlainObject(s) && isPlainObject(s.properties))
      for (const k of Object.keys(s.properties))
        out.add(k);
  }
  return out;
}
var RENAME_OPTIONS = {
  type: "object",
  properties: {
    aliases: {
      description: 'Extra aliases per tool: `{ read: { fileName: "path" } }` (alias \u2192 canonical). `"*"` applies to every tool.',
      type: "object",
      additionalProperties: { type: "object", additionalProperties: { type: "string", minLength: 1 } },
      default: {}
    }
  },
  additionalProperties: false
};
function aliasesAt(draft, path, extra = {}) {
  return aliasesFor(draft.tool, draft.schemasAt(path), extra);
}
function aliasesFor(tool, schemas, extra) {
  const declared = declaredKeys2(schemas);
  const out = /* @__PURE__ */ new Map();
  const add = (alias, canonical) => {
    if (alias !== canonical && declared.has(canonical) && !declared.has(alias))
      out.set(alias, canonical);
  };
  const table = Object.prototype.hasOwnProperty.call(PI_ALIASES, tool) ? PI_ALIASES[tool] : void 0;
  if (table) {
    for (const [a, c] of Object.entries(table))
      add(a, c);
  } else {
    for (const family of ALIAS_FAMILIES) {
      const present = family.filter((k) => declared.has(k));
      if (present.length !== 1)
        continue;
      for (const a of family)
        add(a, present[0]);
    }
  }
  for (const scope of ["*", tool]) {
    const more = Object.prototype.hasOwnProperty.call(extra, scope) ? extra[scope] : void 0;
    if (!isPlainObject(more))
      continue;
    for (const [a, c] of Object.entries(more))
      if (typeof c === "string")
        add(a, c);
  }
  return out;
}
function conflicting(object, aliases, canonical, value) {
  for (const [k, v] of Object.entries(object)) {
    if (aliases.get(k) === canonical && !jsonEqual(v, value))
      return k;
  }
  return void 0;
}
var MAX_SCAN_DEPTH = 64;
function aliasConflict(draft, extra = {}) {
  const stack = [{ value: draft.root, path: "", depth: 0 }];
  const known = /* @__PURE__ */ new WeakMap();
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop();
    if (depth > MAX_SCAN_DEPTH)
      continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: joinPointer(path, i), depth: depth + 1 });
      continue;
    }
    if (!isPlainObject(value))
      continue;
    const schemas = draft.schemasAt(path);
    if (schemas.length === 0)
      continue;
    const one = schemas.length === 1 && typeof schemas[0] === "object" ? schemas[0] : void 0;
    let aliases = one ? known.get(one) : void 0;
    if (!aliases) {
      aliases = aliasesFor(draft.tool, schemas, extra);
      if (one)
        known.set(one, aliases);
    }
    const first = /* @__PURE__ */ new Map();
    for (const key of Object.keys(value)) {
      const canonical = aliases.get(key) ?? key;
      const seen = first.get(canonical);
      if (seen === void 0)
        first.set(canonical, key);
      else if (!jsonEqual(value[seen], value[key])) {
        return { path: joinPointer(path, key), message: `refused: ${seen} and ${key} give ${canonical} two different values; neither is picked` };
      }
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--)
      stack.push({ value: value[keys[i]], path: joinPointer(path, keys[i]), depth: depth + 1 });
  }
  return void 0;
}
var scanned = /* @__PURE__ */ new WeakMap();
function resolveAlias(issue, draft, extra) {
  const key = issue.key;
  const object = draft.get(issue.path);
  if (key === void 0 || !isPlainObject(object))
    return;
  const aliases = aliasesAt(draft, issue.path, extra);
  if (aliases.size === 0)
    return;
  if (issue.keyword === "required") {
    const found = Object.keys(object).filter((k) => aliases.get(k) === key);
    const first = found[0];
    if (first === void 0)
      return;
    if (conflicting(object, aliases, key, object[first]) !== void 0)
      return;
    if (emptyIdentifier(key, object[first]))
      return;
    draft.rename(issue.path, first, key);
    for (const other of found.slice(1))
      draft.remove(joinPointer(issue.path, other));
    const also = found.length > 1 ? ` (and dropped ${found.slice(1).join(", ")}: the same value)` : "";
    return { path: joinPointer(issue.path, first), message: `renamed ${first} to ${key}${also}` };
  }
  const canonical = aliases.get(key);
  if (canonical === void 0)
    return;
  if (Object.prototype.hasOwnProperty.call(object, canonical)) {
    if (!jsonEqual(object[canonical], object[key]))
      return;
    draft.remove(joinPointer(issue.path, key));
    return { path: joinPointer(issue.path, key), message: `dropped ${key}: the same value as ${canonical}` };
  }
  if (conflicting(object, aliases, canonical, object[key]) !== void 0)
    return;
  if (emptyIdentifier(canonical, object[key]))
    return;
  draft.rename(issue.path, key, canonical);
  return { path: joinPointer(issue.path, key), message: `renamed ${key} to ${canonical}` };
}
var renameAliasedField = defineRule({
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
      if (conflict) {
        draft.veto("renameAliasedField", conflict.path, conflict.message);
        return;
      }
    }
    if (issue.keyword !== "required" && issue.keyword !== "additionalProperties")
      return;
    const before = draft.version;
    const result = resolveAlias(issue, draft, options.aliases);
    if (draft.version !== before && scanned.get(draft) === before)
      scanned.set(draft, draft.version);
    return result;
  }
});

// rules/drop-empty-placeholder/dist/index.js
function placeholder(value) {
  if (value === "")
    return { label: '""', type: "string" };
  if (Array.isArray(value) && value.length === 0)
    return { label: "[]", type: "array" };
  if (isPlainObject(value) && Object.keys(value).length === 0)
    return { label: "{}", type: "object" };
  return void 0;
}
var dropEmptyPlaceholder = defineRule({
  name: "dropEmptyPlaceholder",
  package: "@pi-tool-repair/rule-drop-empty-placeholder",
  host: "^1.0.0",
  stage: STAGE.DROP,
  fixes: ["type", "enum", "const", "minItems", "minProperties", "required"],
  appliesTo: (s) => s.optionalConstrained,
  apply(issue, draft) {
    const kind = placeholder(issue.value);
    if (!kind || issue.path === "")
      return;
    const p = parentPointer(issue.path);
    if (!p || !isPlainObject(draft.get(p.parent)))
      return;
    if (!issue.optional)
      return;
    const schemas = draft.schemasAt(issue.path);
    if (kind.type === "string" && issue.keyword !== "type")
      return;
    if (issue.keyword === "required" && kind.type !== "object")
      return;
    if (kind.type === "string" && schemas.some((s) => isPlainObject(s) && (s.type === "string" || Array.isArray(s.type) && s.type.includes("string"))))
      return;
    draft.remove(issue.path);
    return `dropped empty ${kind.label} placeholder from tool "${issue.tool}": optional, and the schema rejects it`;
  }
});

// rules/parse-json-string/dist/index.js
var MAX_PARSE_LEVELS = 2;
var MAX_DEPTH = 256;
function unfence(text) {
  if (!text.startsWith("```") || !text.endsWith("```") || text.length < 6)
    return void 0;
  const nl = text.indexOf("\n");
  if (nl < 0 || !/^[A-Za-z0-9_+.-]{0,20}$/.test(text.slice(3, nl).trim()))
    return void 0;
  return text.slice(nl + 1, -3).trim();
}
function strict(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return void 0;
  }
  return hasDuplicateKeys(text, value) ? "duplicate" : { value };
}
function tolerant(text, commas) {
  const reader = new TolerantReader(text, { comments: false, trailingCommas: commas, strictUnicodeEscapes: true });
  const r = reader.read(0);
  if ("failure" in r)
    return r.failure === "duplicate-key" || r.failure === "too-deep" ? "duplicate" : void 0;
  return reader.skip(r.end) === text.length ? { value: r.value } : void 0;
}
function structured(value) {
  return Array.isArray(value) || isPlainObject(value);
}
var tooDeep = (value) => valueNestsDeeperThan(value, MAX_DEPTH);
function parseStructuredText(input) {
  const text = input.trim();
  const found = (value, how) => tooDeep(value) ? "reject" : { value, how };
  const first = strict(text);
  if (first === "duplicate")
    return "reject";
  if (first && structured(first.value))
    return found(first.value, "JSON text");
  const second = tolerant(text, false);
  if (second === "duplicate")
    return "reject";
  if (second && structured(second.value))
    return found(second.value, "JSON text with raw control characters or invalid escapes");
  const body = unfence(text) ?? text;
  const third = tolerant(body, true);
  if (third === "duplicate")
    return "reject";
  if (third && structured(third.value))
    return found(third.value, body === text ? "JSON text with trailing commas" : "fenced JSON text");
  const py = parsePythonLiteral(body);
  if (py && structured(py.value))
    return found(py.value, "a Python literal");
  return void 0;
}
var levels = /* @__PURE__ */ new WeakMap();
function levelAt(draft, path) {
  const seen = levels.get(draft);
  if (!seen)
    return 0;
  let max = 0;
  for (const [p, n] of seen)
    if ((path === p || path.startsWith(p + "/")) && n > max)
      max = n;
  return max;
}
var parseJsonString = defineRule({
  name: "parseJsonString",
  package: "@pi-tool-repair/rule-parse-json-string",
  host: "^1.0.0",
  stage: STAGE.PARSE,
  before: ["wrapBareStringAsArray", "wrapSingleObjectAsArray", "joinStringArray"],
  fixes: ["type"],
  appliesTo: (s) => s.containerField,
  apply(issue, draft) {
    if (issue.path === "" || typeof issue.value !== "string")
      return;
    const wantsArray = issue.expects("array");
    const wantsObject = issue.expects("object");
    if (!wantsArray && !wantsObject || issue.expects("string"))
      return;
    const level = levelAt(draft, issue.path) + 1;
    if (level > MAX_PARSE_LEVELS)
      return;
    let parsed = parseStructuredText(issue.value);
    let how = "";
    if (parsed === void 0 && level < MAX_PARSE_LEVELS) {
      const outer = strict(issue.value.trim());
      if (outer && outer !== "duplicate" && typeof outer.value === "string" && /^\s*[[{]/.test(outer.value)) {
        parsed = parseStructuredText(outer.value);
        how = "double-encoded ";
      }
    }
    const looksStructured = /^\s*(?:[[{]|```|"\s*[[{])/.test(issue.value);
    if (parsed === "reject") {
      draft.veto("parseJsonString", issue.path, `refused JSON text at ${issue.path} of tool "${issue.tool}": a repeated key or too deep nesting is never repaired`);
      return;
    }
    if (parsed === void 0) {
      if (looksStructured) {
        draft.veto("parseJsonString", issue.path, `refused JSON text at ${issue.path} of tool "${issue.tool}": truncated or malformed text is never repaired`);
      }
      return;
    }
    const isArray = Array.isArray(parsed.value);
    if (isArray && !wantsArray)
      return;
    if (!numbersExact(issue.value))
      return;
    draft.set(issue.path, parsed.value);
    let seen = levels.get(draft);
    if (!seen)
      levels.set(draft, seen = /* @__PURE__ */ new Map());
    seen.set(issue.path, level);
    return `parsed ${how}${parsed.how} into ${isArray ? "an array" : "an object"}`;
  }
});

// rules/wrap-bare-string-as-array/dist/index.js
var PATH_WORDS = /* @__PURE__ */ new Set(["path", "paths", "file", "files", "filename", "filenames", "dir", "dirs", "directory", "directories", "folder", "folders", "location", "locations"]);
var GLOB_WORDS = /* @__PURE__ */ new Set(["pattern", "patterns", "glob", "globs", "include", "includes", "exclude", "excludes", "ignore", "ignores"]);
function keyWords(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== "");
}
function splitLines(text) {
  const out = [];
  for (const raw of text.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line === "")
      continue;
    if (line.trim() !== line)
      return void 0;
    out.push(line);
  }
  return out;
}
function commaOutsideBraces(text) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH)
      i++;
    else if (c === OPEN_BRACE)
      depth++;
    else if (c === CLOSE_BRACE && depth > 0)
      depth--;
    else if (c === COMMA && depth === 0)
      return true;
  }
  return false;
}
var wrapBareStringAsArray = defineRule({
  name: "wrapBareStringAsArray",
  package: "@pi-tool-repair/rule-wrap-bare-string-as-array",
  host: "^1.0.0",
  stage: STAGE.WRAP,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("array"),
  apply(issue, draft) {
    if (issue.path === "" || typeof issue.value !== "string")
      return;
    if (!issue.expects("array") || issue.expects("string"))
      return;
    const text = issue.value;
    if (text.trimStart().startsWith("["))
      return;
    const items = draft.schemasAt(joinPointer(issue.path, 0));
    if (items.length === 0 || !items.every((s) => acceptsType(s, "string", draft.schema)))
      return;
    const key = parentPointer(issue.path)?.key ?? "";
    const words = keyWords(key);
    const list = words.some((w) => PATH_WORDS.has(w)) ? "paths" : words.some((w) => GLOB_WORDS.has(w)) ? "patterns" : void 0;
    if (list !== void 0) {
      if (text.includes("\n")) {
        const lines = splitLines(text);
        if (lines === void 0 || lines.length === 0)
          return;
        draft.set(issue.path, lines);
        return `split ${lines.length} newline-separated ${list} into an array`;
      }
      if (commaOutsideBraces(text))
        return;
    }
    draft.set(issue.path, [text]);
    return `wrapped a bare string into a one-element array`;
  }
});

// rules/wrap-root-string/dist/index.js
function soleRequiredString(draft) {
  const required = /* @__PURE__ */ new Set();
  for (const s of draft.schemasAt(""))
    if (isPlainObject(s) && Array.isArray(s.required)) {
      for (const k of s.required)
        if (typeof k === "string")
          required.add(k);
    }
  if (required.size !== 1)
    return void 0;
  const [key] = [...required];
  if (key === void 0)
    return void 0;
  const schemas = draft.schemasAt(joinPointer("", key));
  if (schemas.length === 0)
    return void 0;
  let typed = false;
  for (const s of schemas) {
    const types = declaredTypes(s, draft.schema);
    if (!types)
      continue;
    typed = true;
    if (types.size !== 1 || !types.has("string"))
      return void 0;
  }
  return typed ? key : void 0;
}
var JSON_SCALAR = /^(?:null|true|false|-?(?:0|[1-9]\d{0,30})(?:\.\d{1,30})?(?:[eE][+-]?\d{1,5})?)$/;
var wrapRootString = defineRule({
  name: "wrapRootString",
  package: "@pi-tool-repair/rule-wrap-root-string",
  host: "^1.0.0",
  stage: STAGE.WRAP,
  fixes: ["type"],
  appliesTo: (s) => s.soleRequiredString,
  apply(issue, draft) {
    if (issue.path !== "" || typeof issue.value !== "string" || !issue.expects("object"))
      return;
    let text = issue.value.trim();
    if (issue.value === draft.rawText && text.startsWith('"')) {
      let decoded;
      try {
        decoded = JSON.parse(text);
      } catch {
        return;
      }
      if (typeof decoded !== "string")
        return;
      text = decoded.trim();
    }
    if (text === "" || text.charCodeAt(0) === QUOTE || startsLikeJson(text) || startsLikeJson(issue.value))
      return;
    if (commentsThenJson(text))
      return;
    if (issue.value === draft.rawText && JSON_SCALAR.test(text))
      return;
    const key = soleRequiredString(draft);
    if (key === void 0)
      return;
    if (!holdsProse(key) && looksLikeSentence(text)) {
      draft.veto("wrapRootString", "", `refused to wrap a sentence into {"${key}": \u2026} for tool "${issue.tool}": prose is never run, opened or used as a path`);
      return;
    }
    draft.set("", { [key]: text });
    return `wrapped the root string into {"${key}": \u2026} for tool "${issue.tool}"`;
  }
});

// rules/convert-timeout-milliseconds/dist/index.js
var MILLISECOND_KEYS = /* @__PURE__ */ new Set(["timeoutMs", "timeout_ms", "timeoutMillis", "timeout_millis", "timeoutMilliseconds", "timeout_milliseconds"]);
var UNIT_SECONDS = {
  ms: 1e-3,
  msec: 1e-3,
  msecs: 1e-3,
  millis: 1e-3,
  millisecond: 1e-3,
  milliseconds: 1e-3,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600
};
var DURATION = /^(0|[1-9]\d{0,15})(\.\d{1,9})?\s?([A-Za-z]{1,12})$/;
function durationSeconds(text) {
  const m = DURATION.exec(text.trim());
  if (!m)
    return void 0;
  const unit = m[3];
  if (!Object.prototype.hasOwnProperty.call(UNIT_SECONDS, unit))
    return void 0;
  const factor = UNIT_SECONDS[unit];
  const n = Number(m[1] + (m[2] ?? ""));
  const seconds = factor < 1 ? n / 1e3 : n * factor;
  return Number.isFinite(seconds) ? seconds : void 0;
}
function documentedInSeconds(draft, path) {
  let seconds = false;
  let integer = false;
  let numeric = false;
  for (const s of draft.schemasAt(path)) {
    if (!isPlainObject(s))
      continue;
    const d = typeof s.description === "string" ? s.description : "";
    if (/milli|\bms\b/i.test(d))
      return void 0;
    if (/\bsec(?:ond)?s?\b/i.test(d))
      seconds = true;
    if (s.type === "integer")
      integer = true;
    if (s.type === "number" || s.type === "integer")
      numeric = true;
  }
  return seconds && numeric ? { integer } : void 0;
}
function millisecondsOf(value) {
  if (typeof value === "number")
    return Number.isFinite(value) && value >= 0 ? value : void 0;
  if (typeof value === "string" && /^(0|[1-9]\d{0,15})(\.\d{1,9})?$/.test(value.trim()))
    return Number(value.trim());
  return void 0;
}
var convertTimeoutMilliseconds = defineRule({
  name: "convertTimeoutMilliseconds",
  package: "@pi-tool-repair/rule-convert-timeout-milliseconds",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  // an informational-key dropper would otherwise discard `timeout_ms` before it is converted
  before: ["dropUnknownInformationalKeys"],
  fixes: ["type", "additionalProperties"],
  appliesTo: (s) => s.fieldTypes.has("number") || s.closedWithTimeout,
  apply(issue, draft) {
    if (issue.keyword === "additionalProperties") {
      const key2 = issue.key;
      const object = draft.get(issue.path);
      if (key2 === void 0 || !MILLISECOND_KEYS.has(key2) || !isPlainObject(object))
        return;
      const target = joinPointer(issue.path, "timeout");
      const unit2 = documentedInSeconds(draft, target);
      if (!unit2)
        return;
      const ms = millisecondsOf(object[key2]);
      if (ms === void 0)
        return;
      if (Object.prototype.hasOwnProperty.call(object, "timeout"))
        return;
      const seconds2 = ms / 1e3;
      if (unit2.integer && !Number.isInteger(seconds2))
        return;
      draft.set(target, seconds2);
      draft.remove(joinPointer(issue.path, key2));
      return { path: joinPointer(issue.path, key2), message: `converted ${key2} ${ms} to timeout ${seconds2} seconds` };
    }
    if (typeof issue.value !== "string" || !(issue.expects("number") || issue.expects("integer")))
      return;
    const key = issue.path.slice(issue.path.lastIndexOf("/") + 1);
    if (!/timeout/i.test(key))
      return;
    const unit = documentedInSeconds(draft, issue.path);
    if (!unit)
      return;
    const seconds = durationSeconds(issue.value);
    if (seconds === void 0)
      return;
    if (unit.integer && !Number.isInteger(seconds))
      return;
    draft.set(issue.path, seconds);
    return `converted ${JSON.stringify(issue.value)} to ${seconds} seconds`;
  }
});

// rules/join-string-array/dist/index.js
var TEXT_FIELD = /^(?:code|source|content|contents|file_?content|text|body|(?:old|new)_?(?:text|string|str|content|code))$/i;
var COMMAND_FIELD = /^(?:command|cmd|cmdline|command_?line|commands|script|shell_?command|args|argv|arguments)$/i;
var STDIN_FIELD = /^(?:input|stdin|keys|key_?strokes|send_?keys|chars|data)$/i;
var INTERACTIVE_TOOL = /terminal|tty|pty|tmux|screen|interactive|repl|console|stdin|keystroke|send_?keys|write_?input/i;
function joinable(tool, key) {
  if (COMMAND_FIELD.test(key) || STDIN_FIELD.test(key))
    return false;
  if (INTERACTIVE_TOOL.test(tool))
    return false;
  return TEXT_FIELD.test(key);
}
function joinLines(lines) {
  let out = "";
  lines.forEach((line, i) => {
    out += line;
    if (i < lines.length - 1 && !line.endsWith("\n"))
      out += "\n";
  });
  return out;
}
var joinStringArray = defineRule({
  name: "joinStringArray",
  package: "@pi-tool-repair/rule-join-string-array",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("string"),
  apply(issue, draft) {
    const value = issue.value;
    if (issue.path === "" || !Array.isArray(value) || value.length === 0)
      return;
    if (!issue.expects("string") || issue.expects("array"))
      return;
    if (!value.every((v) => typeof v === "string"))
      return;
    const key = parentPointer(issue.path)?.key ?? "";
    if (value.length > 1 && !joinable(issue.tool, key))
      return;
    draft.set(issue.path, joinLines(value));
    return value.length === 1 ? "unwrapped a one-element string array" : `joined ${value.length} lines with newlines`;
  }
});

// rules/parse-raw-arguments/dist/index.js
var MAX_LEVELS = 3;
var FENCE_TAG = /^[A-Za-z0-9_+.-]{0,20}$/;
function decodeRawArguments(text, level = 0) {
  const trimmed = text.trim();
  if (trimmed === "")
    return level === 0 ? { value: {}, steps: ["read empty arguments text as {}"] } : "reject";
  if (level > MAX_LEVELS)
    return "reject";
  const lead = skipInvisible(trimmed, 0);
  if (lead > 0 && startsLikeJson(trimmed.slice(lead))) {
    return withStep(decodeRawArguments(trimmed.slice(lead), level), "dropped invisible characters before the JSON", true);
  }
  const first = trimmed.charCodeAt(0);
  const fence = trimmed.startsWith("```") ? "```" : trimmed.startsWith("~~~") ? "~~~" : void 0;
  if (fence !== void 0) {
    const nl = trimmed.indexOf("\n");
    if (nl >= 0 && FENCE_TAG.test(trimmed.slice(3, nl).trim())) {
      let body = trimmed.slice(nl + 1);
      const close2 = body.lastIndexOf(fence);
      if (close2 >= 0 && body.slice(close2 + 3).trim() === "")
        body = body.slice(0, close2);
      return withStep(decodeRawArguments(body, level + 1), "stripped a code fence", true);
    }
  } else if (first === BACKTICK) {
    const ticks = trimmed.charCodeAt(1) === BACKTICK ? 2 : 1;
    const mark = "`".repeat(ticks);
    const body = trimmed.slice(ticks, -ticks);
    if (trimmed.length > 2 * ticks && trimmed.endsWith(mark) && /^\s*[[{]/.test(body.slice(0, 64))) {
      return withStep(decodeRawArguments(body, level + 1), "stripped inline code backticks", true);
    }
  }
  if (first === OPEN_BRACE || first === OPEN_BRACKET)
    return readValue(trimmed);
  if (trimmed.startsWith("//") || trimmed.startsWith("/*")) {
    const reader = new TolerantReader(trimmed);
    let at;
    try {
      at = reader.skip(0);
    } catch {
      return "reject";
    }
    const c = trimmed.charCodeAt(at);
    if (c === OPEN_BRACE || c === OPEN_BRACKET)
      return readValue(trimmed);
    return at >= trimmed.length ? "reject" : void 0;
  }
  if (first === QUOTE) {
    const reader = new TolerantReader(trimmed);
    const r = reader.read(0);
    if (!("failure" in r) && reader.skip(r.end) === trimmed.length && typeof r.value === "string") {
      if (startsLikeJson(trimmed) || startsLikeJson(r.value) || commentsThenJson(r.value))
        return withStep(decodeRawArguments(r.value, level + 1), "decoded double-encoded arguments", true);
      return { value: r.value, steps: ["decoded a JSON string literal"] };
    }
    if (trimmed.startsWith('"{') && trimmed.endsWith('}"') || trimmed.startsWith('"[') && trimmed.endsWith(']"')) {
      return withStep(decodeRawArguments(trimmed.slice(1, -1), level + 1), "removed outer quotes", true);
    }
    return "reject";
  }
  if (first === APOSTROPHE && (trimmed.startsWith("'{") && trimmed.endsWith("}'") || trimmed.startsWith("'[") && trimmed.endsWith("]'"))) {
    return withStep(decodeRawArguments(trimmed.slice(1, -1), level + 1), "removed outer quotes", true);
  }
  return startsLikeJson(trimmed) ? "reject" : void 0;
}
function withStep(decoded, step, mustBeStructured) {
  if (decoded === void 0)
    return mustBeStructured ? "reject" : void 0;
  if (decoded === "reject")
    return decoded;
  if (mustBeStructured && typeof decoded.value !== "object")
    return "reject";
  return { ...decoded, steps: [step, ...decoded.steps] };
}
var onlyStrings = (schemas) => schemas.length > 0 && schemas.every((s) => isPlainObject(s) && (s.type === "string" || Array.isArray(s.type) && s.type.length > 0 && s.type.every((t) => t === "string" || t === "null")));
function insideStringField(draft, pointer) {
  for (let at = pointer.indexOf("/", 1); ; at = pointer.indexOf("/", at + 1)) {
    const prefix = at < 0 ? pointer : pointer.slice(0, at);
    if (onlyStrings(draft.schemasAt(prefix)))
      return true;
    if (at < 0)
      return false;
  }
}
var MAX_TAIL_TOKENS = 4;
function markupEnd(text, i) {
  const c = text.charCodeAt(i);
  if (c === BACKTICK || c === TILDE) {
    let j2 = i;
    while (j2 < text.length && j2 - i < 10 && text.charCodeAt(j2) === c)
      j2++;
    return j2 - i >= 3 ? j2 : void 0;
  }
  if (c !== LESS_THAN)
    return void 0;
  const d = text.charCodeAt(i + 1);
  let j = i + 2;
  if (d === SLASH) {
    const s = text.charCodeAt(j);
    if (!isIdentStart(s))
      return void 0;
    while (j < text.length && j - i < 64 && isQualifiedNameChar(text.charCodeAt(j)))
      j++;
    return text.charCodeAt(j) === GREATER_THAN ? j + 1 : void 0;
  }
  if (d === PIPE || d === FULLWIDTH_BAR) {
    while (j < text.length && j - i < 64) {
      const e = text.charCodeAt(j);
      if (e === d || e === GREATER_THAN || e === LESS_THAN || isJsonSpace(e))
        break;
      j++;
    }
    return j > i + 2 && text.charCodeAt(j) === d && text.charCodeAt(j + 1) === GREATER_THAN ? j + 2 : void 0;
  }
  return void 0;
}
function markupTail(reader, from) {
  const text = reader.text;
  let i = from;
  for (let tokens = 0; ; tokens++) {
    try {
      i = reader.skip(i);
    } catch {
      return void 0;
    }
    if (i >= text.length)
      return text.slice(from).trim();
    if (tokens >= MAX_TAIL_TOKENS)
      return void 0;
    const end = markupEnd(text, i);
    if (end === void 0)
      return void 0;
    i = end;
  }
}
function readValue(text) {
  const reader = new TolerantReader(text);
  const r = reader.read(0);
  const steps = [];
  let value;
  let unwrapped = false;
  if ("failure" in r) {
    if (r.failure === "duplicate-key" || r.failure === "too-deep" || r.failure === "comment")
      return "reject";
    const py = text.includes("'") || /\b(?:True|False|None)\b/.test(text) ? parsePythonLiteral(text) : void 0;
    if (!py || typeof py.value !== "object" || py.value === null)
      return "reject";
    if (!numbersExact(text))
      return "reject";
    value = py.value;
    steps.push("read a Python literal");
  } else {
    value = r.value;
    const tail = markupTail(reader, r.end);
    if (tail === void 0)
      return "reject";
    if (reader.tolerated)
      steps.push("read tolerant JSON (comments, escapes, control characters or a trailing comma)");
    if (tail !== "" && !tail.startsWith("/"))
      steps.push(`dropped the trailing markup ${JSON.stringify(tail.length > 40 ? tail.slice(0, 40) + "\u2026" : tail)}`);
  }
  if (Array.isArray(value)) {
    if (value.length !== 1 || !isPlainObject(value[0]))
      return "reject";
    value = value[0];
    unwrapped = true;
    steps.push("unwrapped a one-element root array");
  }
  if (!isPlainObject(value))
    return "reject";
  let inexact = "failure" in r ? [] : reader.inexact;
  if (unwrapped)
    inexact = inexact.map((x) => ({ ...x, pointer: x.pointer.slice(2) }));
  return { value, steps: steps.length ? steps : ["parsed JSON text"], ...inexact.length ? { inexact } : {} };
}
function hasWordedComment(text) {
  const trimmed = text.trim();
  const reader = new TolerantReader(trimmed);
  const r = reader.read(0);
  if ("failure" in r)
    return r.failure === "comment";
  try {
    reader.skip(r.end);
    return false;
  } catch (e) {
    return e instanceof ReadError && e.reason === "comment";
  }
}
var parseRawArguments = defineRule({
  name: "parseRawArguments",
  package: "@pi-tool-repair/rule-parse-raw-arguments",
  host: "^1.0.0",
  stage: STAGE.RAW,
  fixes: ["type"],
  // the arguments text may fail to parse whatever the schema says
  appliesTo: () => true,
  apply(issue, draft) {
    if (issue.path !== "" || typeof issue.value !== "string" || issue.value !== draft.rawText)
      return;
    if (!issue.expects("object"))
      return;
    const decoded = decodeRawArguments(issue.value);
    if (decoded === void 0)
      return;
    if (decoded === "reject") {
      const why = hasWordedComment(issue.value) ? "a comment with words in it is an instruction about the call, never dropped" : "truncated or ambiguous JSON is never repaired";
      draft.veto("parseRawArguments", "", `refused raw arguments text of tool "${issue.tool}": ${why}`);
      return;
    }
    let value = decoded.value;
    for (const { pointer, lexeme } of decoded.inexact ?? []) {
      if (!insideStringField(draft, pointer)) {
        draft.veto("parseRawArguments", pointer, `refused raw arguments text of tool "${issue.tool}": the number at ${pointer} cannot be carried exactly`);
        return;
      }
      if (Number.isFinite(Number(lexeme)))
        continue;
      const key = pointer.slice(1);
      if (pointer.lastIndexOf("/") !== 0 || key.includes("~")) {
        draft.veto("parseRawArguments", pointer, `refused raw arguments text of tool "${issue.tool}": the number at ${pointer} is out of range`);
        return;
      }
      value = { ...value, [key]: lexeme };
    }
    draft.set("", value);
    return `parsed raw arguments text of tool "${issue.tool}": ${decoded.steps.join(", ")}`;
  }
});

// rules/unwrap-envelope/dist/index.js
var ARGUMENT_KEYS = ["arguments", "parameters", "params", "input", "args", "tool_input", "toolInput"];
var NAME_KEYS = ["name", "tool", "tool_name", "toolName", "function_name", "functionName", "function"];
var EXTRA_KEYS = /* @__PURE__ */ new Set(["type", "id", "call_id", "index"]);
var OUTER_KEYS = /* @__PURE__ */ new Set(["type", "function", "id", "index"]);
var ENVELOPE_TYPES = /* @__PURE__ */ new Set(["function", "tool_use", "tool_call", "function_call"]);
function namesTool(name, tool) {
  if (typeof name !== "string" || name === "")
    return false;
  const a = name.toLowerCase();
  const b = tool.toLowerCase();
  return a === b || a.endsWith("." + b) || b.endsWith("." + a);
}
var MAX_DEPTH2 = 256;
function envelopeArguments(root, tool) {
  if (!isPlainObject(root))
    return void 0;
  let env = root;
  if (isPlainObject(root.function)) {
    if (!Object.keys(root).every((k) => OUTER_KEYS.has(k)))
      return void 0;
    if (root.type !== void 0 && root.type !== "function")
      return void 0;
    env = root.function;
  }
  const names = NAME_KEYS.filter((k) => k in env);
  if (names.length !== 1 || !namesTool(env[names[0]], tool))
    return void 0;
  const present = ARGUMENT_KEYS.filter((k) => k in env);
  if (present.length !== 1)
    return void 0;
  const key = present[0];
  if (!Object.keys(env).every((k) => k === names[0] || k === key || EXTRA_KEYS.has(k)))
    return void 0;
  if (env.type !== void 0 && !(typeof env.type === "string" && ENVELOPE_TYPES.has(env.type)))
    return void 0;
  let args = env[key];
  if (typeof args === "string") {
    const text = args;
    try {
      args = JSON.parse(text);
    } catch {
      return void 0;
    }
    if (hasDuplicateKeys(text, args) || valueNestsDeeperThan(args, MAX_DEPTH2))
      return "reject";
  }
  return isPlainObject(args) ? { value: args, key } : void 0;
}
var unwrapEnvelope = defineRule({
  name: "unwrapEnvelope",
  package: "@pi-tool-repair/rule-unwrap-envelope",
  host: "^1.0.0",
  stage: STAGE.RAW + 10,
  fixes: "*",
  // an envelope can wrap the arguments of any tool
  appliesTo: () => true,
  apply(issue, draft) {
    if (issue.path !== "")
      return;
    const found = envelopeArguments(draft.root, draft.tool);
    if (!found)
      return;
    if (found === "reject") {
      draft.veto("unwrapEnvelope", "", `refused the envelope around the arguments of tool "${draft.tool}": its arguments text repeats a key or nests too deep`);
      return;
    }
    for (const s of subschemasAt(draft.schema, "")) {
      const props = s.properties;
      if (isPlainObject(props) && (found.key in props || "function" in props || "name" in props || "tool" in props))
        return;
    }
    draft.set("", found.value);
    return `unwrapped the {name, ${found.key}} envelope around the arguments of tool "${draft.tool}"`;
  }
});

// rules/strip-grammar-token-keys/dist/index.js
var BARE_TAG = /^\/?(?:\uFF5CDSML\uFF5C)?(?:arg_key|arg_value|parameter|param|tool_call|function_call|argument|key|value)$/;
var NAMED_TAG = /^(?:\uFF5CDSML\uFF5C)?(?:parameter|param|arg_key|argument)(?:=|\s+name\s*=\s*)(?:"([^"<>]{1,128})"|'([^'<>]{1,128})'|([^\s"'<>]{1,128}))(?:\s+[a-z_]{1,32}\s*=\s*"[^"<>]{0,64}")*\s*\/?$/;
var MAX_TAG = 256;
function cleanTokenKey(key) {
  if (!key.includes("<"))
    return void 0;
  let text = "";
  let named;
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
        if (!lastWasText)
          textRuns++;
        text += chunk;
        lastWasText = true;
      }
    }
    if (lt < 0)
      break;
    const gt = key.indexOf(">", lt + 1);
    if (gt < 0 || gt - lt > MAX_TAG)
      return void 0;
    const tag = key.slice(lt + 1, gt).trim();
    const m = NAMED_TAG.exec(tag);
    if (m) {
      const name = m[1] ?? m[2] ?? m[3];
      if (named !== void 0 && named !== name)
        return void 0;
      named = name;
    } else if (!BARE_TAG.test(tag))
      return void 0;
    tokens++;
    lastWasText = false;
    i = gt + 1;
  }
  if (tokens === 0 || textRuns > 1)
    return void 0;
  const bare = text.trim().replace(/^["']|["']$/g, "").trim();
  if (named !== void 0 && bare !== "" && bare !== named)
    return void 0;
  const clean = named ?? bare;
  if (clean === "" || clean === key || /[<>\s]/.test(clean))
    return void 0;
  return clean;
}
function walk(draft, value, path, depth, changes) {
  if (depth > 64)
    return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(draft, item, joinPointer(path, i), depth + 1, changes));
    return;
  }
  if (!isPlainObject(value))
    return;
  for (const key of Object.keys(value)) {
    const clean = cleanTokenKey(key);
    if (clean === void 0)
      continue;
    if (Object.prototype.hasOwnProperty.call(value, clean)) {
      if (jsonEqual(value[clean], value[key]) && draft.remove(joinPointer(path, key)))
        changes.push(`${key} (duplicate of ${clean})`);
      continue;
    }
    if (draft.rename(path, key, clean))
      changes.push(`${key} \u2192 ${clean}`);
  }
  const current = draft.get(path);
  if (isPlainObject(current))
    for (const key of Object.keys(current))
      walk(draft, current[key], joinPointer(path, key), depth + 1, changes);
}
var walked = /* @__PURE__ */ new WeakMap();
var stripGrammarTokenKeys = defineRule({
  name: "stripGrammarTokenKeys",
  package: "@pi-tool-repair/rule-strip-grammar-token-keys",
  host: "^1.0.0",
  stage: STAGE.RENAME - 10,
  // 90: keys must be clean before aliases are looked up
  fixes: "*",
  // leaked grammar tokens can turn up as keys of any schema
  appliesTo: () => true,
  apply(_issue, draft) {
    if (walked.get(draft) === draft.version)
      return;
    const changes = [];
    walk(draft, draft.root, "", 0, changes);
    walked.set(draft, draft.version);
    if (changes.length === 0)
      return;
    return { path: "", message: `stripped grammar tokens from keys: ${changes.join(", ")}` };
  }
});

// rules/fold-legacy-edit/dist/index.js
var OLD_KEYS = ["oldText", "old_string", "oldString", "old_str", "oldStr", "old_text", "old_value", "oldContent", "old_content", "old", "from"];
var NEW_KEYS = ["newText", "new_string", "newString", "new_str", "newStr", "new_text", "new_value", "newContent", "new_content", "new", "replacement", "to"];
var REPLACE_ALL_KEYS = ["replace_all", "replaceAll"];
function editItemNames(draft, key) {
  for (const s of draft.schemasAt(joinPointer("", key))) {
    if (!isPlainObject(s))
      continue;
    const items = s.items;
    if (!isPlainObject(items) || !isPlainObject(items.properties))
      continue;
    const props = items.properties;
    const oldName = OLD_KEYS.find((k) => k in props);
    const newName = NEW_KEYS.find((k) => k in props);
    if (oldName && newName)
      return { oldName, newName, replaceAll: REPLACE_ALL_KEYS.find((k) => k in props) };
  }
  return void 0;
}
function pick(root, keys) {
  const found = keys.filter((k) => Object.prototype.hasOwnProperty.call(root, k));
  if (found.length === 0)
    return void 0;
  const value = root[found[0]];
  if (!found.every((k) => jsonEqual(root[k], value)))
    return "conflict";
  return { value, keys: found };
}
var foldLegacyEdit = defineRule({
  name: "foldLegacyEdit",
  package: "@pi-tool-repair/rule-fold-legacy-edit",
  host: "^1.0.0",
  stage: STAGE.RENAME + 50,
  fixes: ["required"],
  appliesTo: (s) => s.editArray,
  apply(issue, draft) {
    if (issue.path !== "" || issue.key === void 0)
      return;
    const root = draft.root;
    if (!isPlainObject(root) || Object.prototype.hasOwnProperty.call(root, issue.key))
      return;
    const names = editItemNames(draft, issue.key);
    if (!names)
      return;
    const declared = /* @__PURE__ */ new Set();
    for (const s of draft.schemasAt(""))
      if (isPlainObject(s) && isPlainObject(s.properties))
        for (const k of Object.keys(s.properties))
          declared.add(k);
    const free = (keys) => keys.filter((k) => !declared.has(k));
    const oldText = pick(root, free(OLD_KEYS));
    const newText = pick(root, free(NEW_KEYS));
    if (!oldText || !newText || oldText === "conflict" || newText === "conflict")
      return;
    const item = { [names.oldName]: oldText.value, [names.newName]: newText.value };
    const moved = [...oldText.keys, ...newText.keys];
    if (names.replaceAll) {
      const all = pick(root, free(REPLACE_ALL_KEYS));
      if (all === "conflict")
        return;
      if (all) {
        item[names.replaceAll] = all.value;
        moved.push(...all.keys);
      }
    }
    for (const k of moved)
      draft.remove(joinPointer("", k));
    draft.set(joinPointer("", issue.key), [item]);
    return { path: joinPointer("", issue.key), message: `folded legacy ${moved.join("/")} into ${issue.key}[0] of tool "${issue.tool}"` };
  }
});

// rules/wrap-single-object-as-array/dist/index.js
var wrapSingleObjectAsArray = defineRule({
  name: "wrapSingleObjectAsArray",
  package: "@pi-tool-repair/rule-wrap-single-object-as-array",
  host: "^1.0.0",
  stage: STAGE.WRAP,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("array"),
  apply(issue, draft) {
    const value = issue.value;
    if (!isPlainObject(value) || Object.keys(value).length === 0)
      return;
    if (!issue.expects("array") || issue.expects("object"))
      return;
    const schema = issue.schema;
    if (typeof schema !== "object" || schema === null)
      return;
    const items = schema.items;
    if (typeof items !== "object" || items === null || Array.isArray(items))
      return;
    if (!acceptsType(items, "object", draft.schema) || acceptsType(items, "string", draft.schema))
      return;
    draft.set(issue.path, [value]);
    return `wrapped a single object in a one-element array`;
  }
});

// rules/drop-unknown-informational-keys/dist/index.js
function keyFold(key) {
  return key.toLowerCase().replace(/[-_\s]/g, "");
}
var INFORMATIONAL_KEYS = new Set([
  "description",
  "desc",
  "explanation",
  "reason",
  "reasoning",
  "rationale",
  "justification",
  "purpose",
  "intent",
  "goal",
  "thought",
  "thoughts",
  "thinking",
  "id",
  "call_id",
  "tool_call_id",
  "request_id",
  "priority",
  "confidence",
  "timeout",
  "timeout_ms"
].map(keyFold));
var SIDE_EFFECT_KEYS = new Set([
  "cwd",
  "workdir",
  "working_directory",
  "dir",
  "directory",
  "root",
  "base_dir",
  "path",
  "file",
  "target",
  "destination",
  "dest",
  "host",
  "dry_run",
  "preview",
  "simulate",
  "check_only",
  "validate_only",
  "no_op",
  "noop",
  "confirm",
  "confirmed",
  "requires_approval",
  "force",
  "recursive",
  "sudo",
  "as_root",
  "user",
  "overwrite",
  "append",
  "backup",
  "create",
  "delete",
  "replace_all",
  "background",
  "run_in_background",
  "detach",
  "env",
  "shell",
  "mode",
  "scope",
  "branch",
  "remote"
].map(keyFold));
function spellsDeclaredField(key, declared) {
  const k = keyFold(key);
  const timeout = k.startsWith("timeout");
  return declared.some((d) => {
    const f = keyFold(d);
    return f === k || timeout && f.includes("timeout");
  });
}
function classifyKey(key) {
  const k = keyFold(key);
  if (SIDE_EFFECT_KEYS.has(k))
    return "side-effect";
  if (INFORMATIONAL_KEYS.has(k))
    return "informational";
  return "unknown";
}
var dropUnknownInformationalKeys = defineRule({
  name: "dropUnknownInformationalKeys",
  package: "@pi-tool-repair/rule-drop-unknown-informational-keys",
  host: "^1.0.0",
  stage: STAGE.DROP,
  fixes: ["additionalProperties"],
  appliesTo: (s) => s.closed,
  apply(issue, draft) {
    const key = issue.key;
    if (key === void 0 || classifyKey(key) !== "informational")
      return;
    if (!isPlainObject(issue.schema) || issue.schema.additionalProperties !== false)
      return;
    const object = draft.get(issue.path);
    if (!isPlainObject(object))
      return;
    const declared = isPlainObject(issue.schema.properties) ? issue.schema.properties : {};
    for (const k of Object.keys(object)) {
      if (!Object.prototype.hasOwnProperty.call(declared, k) && classifyKey(k) === "side-effect")
        return;
    }
    if (spellsDeclaredField(key, Object.keys(declared)))
      return;
    const value = object[key];
    if (value !== null && typeof value === "object")
      return;
    const at = joinPointer(issue.path, key);
    if (!draft.remove(at))
      return;
    return { path: at, message: `dropped unknown informational key "${key}" from tool "${issue.tool}": the schema forbids extra keys` };
  }
});

// rules/serialize-json-content/dist/index.js
var CONTENT_KEYS = /* @__PURE__ */ new Set(["content", "contents", "text", "body", "data", "fileContent", "file_content", "file_text"]);
var PATH_KEYS = ["path", "file_path", "filePath", "filename", "file", "target_file"];
var literalAt = (text, i) => text.startsWith("true", i) || text.startsWith("false", i) || text.startsWith("null", i);
function valueStart(text, pointer) {
  const target = parsePointer(pointer);
  const stack = [];
  const n = text.length;
  const here = () => {
    const top = stack[stack.length - 1];
    if (!top)
      return { on: target.length >= 0, at: target.length === 0 };
    const depth = stack.length;
    const seg = top.array ? String(top.index) : top.key;
    const on = top.onPath && depth <= target.length && seg === target[depth - 1];
    return { on, at: on && depth === target.length };
  };
  let rootSeen = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    const valuePosition = top ? top.array || !top.expectKey : !rootSeen;
    const past = c === SLASH ? afterComment(text, i) : i;
    if (past > i) {
      i = past;
      continue;
    }
    if (c === QUOTE) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== QUOTE)
        j += text.charCodeAt(j) === BACKSLASH ? 2 : 1;
      if (top && !top.array && top.expectKey) {
        const key = parseJson(text.slice(i, j + 1))?.value;
        top.key = typeof key === "string" ? key : text.slice(i + 1, j);
        top.expectKey = false;
      } else if (valuePosition) {
        if (here().at)
          return i;
        if (!top)
          rootSeen = true;
      }
      i = j + 1;
      continue;
    }
    if ((c === OPEN_BRACE || c === OPEN_BRACKET) && valuePosition) {
      const h = here();
      if (h.at)
        return i;
      if (!top)
        rootSeen = true;
      stack.push({ array: c === OPEN_BRACKET, index: 0, key: void 0, expectKey: c === OPEN_BRACE, onPath: h.on });
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET)
      stack.pop();
    else if (c === COMMA && top) {
      if (top.array)
        top.index++;
      else
        top.expectKey = true;
    } else if (valuePosition && (c === MINUS || isDigit(c) || literalAt(text, i))) {
      if (here().at)
        return i;
      if (!top)
        rootSeen = true;
      let j = i + 1;
      while (j < n && /[0-9A-Za-z+\-.]/.test(text.charAt(j)))
        j++;
      i = j;
      continue;
    }
    i++;
  }
  return void 0;
}
function indentJson(text) {
  let out = "";
  let depth = 0;
  const n = text.length;
  const skipWs2 = (k) => {
    while (k < n && (text.charCodeAt(k) === SPACE || text.charCodeAt(k) === TAB || text.charCodeAt(k) === LF || text.charCodeAt(k) === CR))
      k++;
    return k;
  };
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === SPACE || c === TAB || c === LF || c === CR) {
      i++;
    } else if (c === QUOTE) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== QUOTE)
        j += text.charCodeAt(j) === BACKSLASH ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const k = skipWs2(i + 1);
      if (text.charCodeAt(k) === c + 2) {
        out += c === OPEN_BRACE ? "{}" : "[]";
        i = k + 1;
      } else {
        depth++;
        out += text.charAt(i) + "\n" + "  ".repeat(depth);
        i++;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
      out += "\n" + "  ".repeat(depth) + text.charAt(i);
      i++;
    } else if (c === COMMA) {
      out += ",\n" + "  ".repeat(depth);
      i++;
    } else if (c === COLON) {
      out += ": ";
      i++;
    } else {
      out += text.charAt(i);
      i++;
    }
  }
  return out;
}
function hasNumber(value) {
  if (typeof value === "number")
    return true;
  if (Array.isArray(value))
    return value.some(hasNumber);
  return isPlainObject(value) && Object.values(value).some(hasNumber);
}
var MIN_NORMAL = 22250738585072014e-324;
function numbersSafe(value) {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Object.is(value, -0) || value !== 0 && Math.abs(value) < MIN_NORMAL)
      return false;
    return !Number.isInteger(value) || Number.isSafeInteger(value);
  }
  if (Array.isArray(value))
    return value.every(numbersSafe);
  return !isPlainObject(value) || Object.values(value).every(numbersSafe);
}
function jsonText(draft, path, value) {
  const raw = draft.rawText;
  if (raw !== void 0) {
    for (const p of [path, "/0" + path]) {
      const start = valueStart(raw, p);
      if (start === void 0)
        continue;
      const read = parseJsonAt(raw, start);
      if (!read || !jsonEqual(read.value, value))
        continue;
      const text = indentJson(raw.slice(start, read.end));
      const back = parseJson(text);
      if (back && jsonEqual(back.value, value))
        return text;
    }
    return hasNumber(value) ? void 0 : JSON.stringify(value, null, 2);
  }
  return numbersSafe(value) ? JSON.stringify(value, null, 2) : void 0;
}
var serializeJsonContent = defineRule({
  name: "serializeJsonContent",
  package: "@pi-tool-repair/rule-serialize-json-content",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("string"),
  apply(issue, draft) {
    const value = issue.value;
    if (value === null || typeof value !== "object")
      return;
    if (!issue.expects("string") || issue.expects("object") || issue.expects("array"))
      return;
    const p = parentPointer(issue.path);
    if (!p || !CONTENT_KEYS.has(p.key))
      return;
    const parent = draft.get(p.parent);
    if (!isPlainObject(parent))
      return;
    const file = PATH_KEYS.map((k) => parent[k]).find((v) => typeof v === "string");
    if (!file || !/\.json$/i.test(file.trim()))
      return;
    const text = jsonText(draft, issue.path, value);
    if (text === void 0)
      return;
    draft.set(issue.path, text);
    return `serialized the object for ${JSON.stringify(file)} as 2-space JSON text`;
  }
});

// rules/coerce-boolean-string/dist/index.js
var coerceBooleanString = defineRule({
  name: "coerceBooleanString",
  package: "@pi-tool-repair/rule-coerce-boolean-string",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("boolean"),
  apply(issue, draft) {
    if (!issue.expects("boolean"))
      return;
    const value = issue.value;
    let result;
    if (typeof value === "string") {
      if (issue.expects("string"))
        return;
      const word = value.trim().toLowerCase();
      if (word === "true")
        result = true;
      else if (word === "false")
        result = false;
    } else if (typeof value === "number") {
      if (issue.expects("number") || issue.expects("integer"))
        return;
      if (value === 1)
        result = true;
      else if (value === 0)
        result = false;
    }
    if (result === void 0)
      return;
    draft.set(issue.path, result);
    return `converted ${JSON.stringify(value)} to boolean ${result}`;
  }
});

// rules/coerce-number-to-string/dist/index.js
function numberLexemes(text) {
  const out = /* @__PURE__ */ new Map();
  const stack = [];
  const path = () => formatPointer(stack.map((f) => f.array ? f.index : f.key ?? ""));
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === QUOTE) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== QUOTE)
        j += text.charCodeAt(j) === BACKSLASH ? 2 : 1;
      if (top && !top.array && top.expectKey) {
        let key;
        try {
          key = JSON.parse(text.slice(i, j + 1));
        } catch {
          key = text.slice(i + 1, j);
        }
        top.key = key;
        top.expectKey = false;
      }
      i = j + 1;
      continue;
    }
    const past = c === SLASH ? afterComment(text, i) : i;
    if (past > i) {
      i = past;
      continue;
    }
    if (c === OPEN_BRACE)
      stack.push({ array: false, key: void 0, expectKey: true });
    else if (c === OPEN_BRACKET)
      stack.push({ array: true, index: 0 });
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET)
      stack.pop();
    else if (c === COMMA && top) {
      if (top.array)
        top.index++;
      else
        top.expectKey = true;
    } else if (top && (c === MINUS || isDigit(c)) && (top.array || !top.expectKey)) {
      let j = i + 1;
      while (j < n && /[0-9eE+\-.]/.test(text.charAt(j)))
        j++;
      const lexeme = text.slice(i, j);
      if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(lexeme))
        out.set(path(), lexeme);
      i = j;
      continue;
    }
    i++;
  }
  return out;
}
var cache = /* @__PURE__ */ new WeakMap();
function rawLexeme(draft, path, value) {
  if (draft.rawText === void 0)
    return void 0;
  let lexemes = cache.get(draft);
  if (!lexemes)
    cache.set(draft, lexemes = numberLexemes(draft.rawText));
  for (const p of [path, "/0" + path]) {
    const lexeme = lexemes.get(p);
    if (lexeme !== void 0 && Number(lexeme) === value)
      return lexeme;
  }
  return void 0;
}
var MIN_NORMAL2 = 22250738585072014e-324;
function safeWithoutLexeme(value) {
  if (!Number.isFinite(value) || Object.is(value, -0))
    return false;
  if (value !== 0 && Math.abs(value) < MIN_NORMAL2)
    return false;
  return !Number.isInteger(value) || Number.isSafeInteger(value);
}
var coerceNumberToString = defineRule({
  name: "coerceNumberToString",
  package: "@pi-tool-repair/rule-coerce-number-to-string",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  appliesTo: (s) => s.fieldTypes.has("string"),
  apply(issue, draft) {
    const value = issue.value;
    if (typeof value !== "number" || !issue.expects("string"))
      return;
    const text = rawLexeme(draft, issue.path, value) ?? (safeWithoutLexeme(value) ? String(value) : void 0);
    if (text === void 0)
      return;
    draft.set(issue.path, text);
    return `converted number ${text} to a string`;
  }
});

// rules/match-enum-case/dist/index.js
function enumKey(value) {
  return value.trim().toLowerCase().replace(/[-_\s]+/g, "_");
}
function allowed(issue) {
  if (issue.keyword === "enum") {
    const list = Array.isArray(issue.params.allowedValues) ? issue.params.allowedValues : isPlainObject(issue.schema) ? issue.schema.enum : void 0;
    return Array.isArray(list) ? list : void 0;
  }
  if ("allowedValue" in issue.params)
    return [issue.params.allowedValue];
  return void 0;
}
var matchEnumCase = defineRule({
  name: "matchEnumCase",
  package: "@pi-tool-repair/rule-match-enum-case",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["enum", "const"],
  appliesTo: (s) => s.stringEnum,
  apply(issue, draft) {
    if (typeof issue.value !== "string")
      return;
    const values = allowed(issue);
    if (!values)
      return;
    const key = enumKey(issue.value);
    if (key === "")
      return;
    const matches = values.filter((v) => typeof v === "string" && enumKey(v) === key);
    const distinct = new Set(matches);
    if (distinct.size !== 1)
      return;
    const [match] = distinct;
    if (match === void 0 || match === issue.value)
      return;
    draft.set(issue.path, match);
    return `matched ${JSON.stringify(issue.value)} to enum value ${JSON.stringify(match)}`;
  }
});

// rules/fill-declared-default/dist/index.js
function declaredKeys3(draft, path) {
  const out = /* @__PURE__ */ new Set();
  for (const s of draft.schemasAt(path)) {
    if (isPlainObject(s) && isPlainObject(s.properties))
      for (const k of Object.keys(s.properties))
        out.add(k);
  }
  return out;
}
function declaredDefault(draft, path) {
  let found;
  for (const s of draft.schemasAt(path)) {
    if (!isPlainObject(s) || !Object.prototype.hasOwnProperty.call(s, "default"))
      continue;
    if (found && !jsonEqual(found.value, s.default))
      return void 0;
    found = { value: s.default };
  }
  return found;
}
var fillDeclaredDefault = defineRule({
  name: "fillDeclaredDefault",
  package: "@pi-tool-repair/rule-fill-declared-default",
  host: "^1.0.0",
  stage: STAGE.RENAME + 60,
  // 160: after renameAliasedField (100) and foldLegacyEdit (150), so an alias is tried first
  fixes: ["required"],
  appliesTo: (s) => s.requiredDefault,
  apply(issue, draft) {
    const key = issue.key;
    if (key === void 0)
      return;
    const object = draft.get(issue.path);
    if (!isPlainObject(object) || Object.prototype.hasOwnProperty.call(object, key))
      return;
    const declared = declaredKeys3(draft, issue.path);
    if (!declared.has(key))
      return;
    for (const k of Object.keys(object))
      if (!declared.has(k))
        return;
    const at = joinPointer(issue.path, key);
    const fallback = declaredDefault(draft, at);
    if (fallback === void 0)
      return;
    draft.set(at, cloneJson(fallback.value));
    return { path: at, message: `filled missing ${key} with its declared default ${JSON.stringify(fallback.value)}` };
  }
});

// grammars/dsml/dist/index.js
var FULL_BAR = 65372;
var DOUBLE_BAR = 8214;
var ASCII_BAR = 124;
var EOS = "<\uFF5Cend\u2581of\u2581sentence\uFF5C>";
var EOS_ASCII = "<|end\u2581of\u2581sentence|>";
var MAX_NAME = 64;
var MAX_ATTR = 512;
function isBar(c) {
  return c === FULL_BAR || c === DOUBLE_BAR || c === ASCII_BAR;
}
function lexTag(text, i, word) {
  const n = text.length;
  if (text.charCodeAt(i) !== LESS_THAN)
    return void 0;
  let j = skipLineSpace(text, i + 1);
  let closing = false;
  if (text.charCodeAt(j) === SLASH) {
    closing = true;
    j++;
    j = skipLineSpace(text, j);
  }
  for (let k = 0; k < 4 && j < n && isBar(text.charCodeAt(j)); k++) {
    j++;
    j = skipLineSpace(text, j);
  }
  if (!text.startsWith(word, j))
    return void 0;
  j += word.length;
  j = skipLineSpace(text, j);
  let bars = 0;
  for (; bars < 4 && j < n && isBar(text.charCodeAt(j)); bars++) {
    j++;
    j = skipLineSpace(text, j);
  }
  if (bars === 0)
    return void 0;
  if (j >= n)
    return "eof";
  const nameStart = j;
  while (j < n && j - nameStart < MAX_NAME && isIdentStart(text.charCodeAt(j)))
    j++;
  if (j === nameStart)
    return void 0;
  const name = text.slice(nameStart, j);
  const attrs = /* @__PURE__ */ new Map();
  for (; ; ) {
    const before = j;
    j = skipWs(text, j);
    if (j >= n)
      return "eof";
    const c = text.charCodeAt(j);
    if (c === GREATER_THAN)
      return { closing, name, attrs, end: j + 1 };
    if (isBar(c)) {
      j++;
      return { closing, name, attrs, end: text.charCodeAt(j) === GREATER_THAN ? j + 1 : j };
    }
    if (c === LESS_THAN)
      return { closing, name, attrs, end: before };
    if (c === SLASH && text.charCodeAt(j + 1) === GREATER_THAN)
      return { closing, name, attrs, end: j + 2, selfClosing: true };
    if (j === before)
      return void 0;
    const keyStart = j;
    while (j < n && j - keyStart < MAX_NAME && (isIdentStart(text.charCodeAt(j)) || text.charCodeAt(j) === MINUS))
      j++;
    if (j === keyStart)
      return void 0;
    const key = text.slice(keyStart, j);
    while (j < n && isLineSpace(text.charCodeAt(j)))
      j++;
    if (text.charCodeAt(j) !== EQUALS)
      return j >= n ? "eof" : void 0;
    j++;
    while (j < n && isLineSpace(text.charCodeAt(j)))
      j++;
    const q = text.charCodeAt(j);
    if (q !== QUOTE && q !== APOSTROPHE)
      return j >= n ? "eof" : void 0;
    const valueStart2 = j + 1;
    j = valueStart2;
    while (j < n && j - valueStart2 < MAX_ATTR && text.charCodeAt(j) !== q && text.charCodeAt(j) !== LF)
      j++;
    if (j >= n)
      return "eof";
    if (text.charCodeAt(j) !== q)
      return void 0;
    if (attrs.has(key))
      return void 0;
    attrs.set(key, text.slice(valueStart2, j));
    j++;
  }
}
function asTag(l) {
  return typeof l === "object" ? l : void 0;
}
var REPEATED = /* @__PURE__ */ Symbol("repeated key");
function dsmlValue(raw, stringAttr, types) {
  if (stringAttr !== void 0 && stringAttr.trim().toLowerCase() === "false") {
    let decoded;
    try {
      decoded = JSON.parse(raw);
    } catch {
      return raw;
    }
    if (types && !acceptsValue(types, decoded) && types.has("string"))
      return raw;
    if (valueNestsDeeperThan(decoded, MAX_VALUE_DEPTH))
      return raw;
    return hasDuplicateKeys(raw, decoded) ? REPEATED : decoded;
  }
  return typedText(raw, types);
}
function typedText(raw, types) {
  if (types && !types.has("string") && (types.has("object") || types.has("array")) && jsonRepeatsKey(raw))
    return REPEATED;
  return typeByOrder(raw, types);
}
var CDATA_OPEN = "<![CDATA[";
var CDATA_CLOSE = "]]>";
var MAX_INNER_TAGS = 256;
function tagAround(text, d, from, f) {
  for (let k = d - 1; k >= Math.max(from, d - 10); k--) {
    if (text.charCodeAt(k) === LESS_THAN)
      return { lt: k, tag: lexTag(text, k, f.word) };
  }
  return void 0;
}
function isParamOpener(tag) {
  return tag !== void 0 && !tag.closing && tag.name === "parameter" && (tag.attrs.get("name") ?? "").trim() !== "";
}
function afterClose(text, i, input, f) {
  const next = asTag(lexTag(text, skipWs(text, i), f.word));
  if (next === void 0)
    return void 0;
  if (next.closing && next.name === "invoke")
    return cleanInvokeEnd(text, next.end, input, f) || void 0;
  return isParamOpener(next) ? next.attrs.get("name").trim() : void 0;
}
function nextTag(text, from, input, f) {
  let p = from;
  for (let n = 0; n < 8; n++) {
    const d = input.indexOf(f.word, p);
    if (d < 0)
      return void 0;
    p = d + f.word.length;
    const tag = asTag(tagAround(text, d, from, f)?.tag);
    if (tag)
      return tag;
  }
  return void 0;
}
function cleanInvokeEnd(text, end, input, f) {
  const next = nextTag(text, end, input, f);
  if (next === void 0)
    return true;
  if (!next.closing)
    return next.name !== "parameter";
  if (!f.wrappers.has(next.name))
    return false;
  const after = nextTag(text, next.end, input, f);
  return after === void 0 || !after.closing && after.name !== "parameter";
}
var MARKERLESS_PARAM = "<parameter name=";
function findParamClose(text, from, input, declares, f) {
  let depth = 0;
  let p = from;
  for (let n = 0; n < MAX_INNER_TAGS; n++) {
    const d = input.indexOf(f.word, p);
    if (d < 0)
      return "open";
    p = d + f.word.length;
    const around = tagAround(text, d, from, f);
    if (!around)
      continue;
    if (around.tag === "eof")
      return "open";
    const tag = asTag(around.tag);
    if (!tag)
      continue;
    p = Math.max(p, tag.end);
    if (tag.closing && tag.name === "parameter") {
      const next = afterClose(text, tag.end, input, f);
      if (depth > 0) {
        depth--;
        if (next !== void 0)
          return "open";
      } else if (next !== void 0)
        return typeof next === "string" && !declares(next) ? "open" : { valueEnd: around.lt, end: tag.end };
      else if (text.startsWith(MARKERLESS_PARAM, skipWs(text, tag.end)))
        return "open";
    } else if (isParamOpener(tag) && declares(tag.attrs.get("name").trim()))
      depth++;
  }
  return "open";
}
var DSML_WORD = "DSML";
var ARGUMENTS = "arguments";
function unwrapArgumentsBlob(args, declares) {
  const keys = Object.keys(args);
  if (keys.length !== 1 || keys[0] !== ARGUMENTS || declares(ARGUMENTS))
    return args;
  const inner = args[ARGUMENTS];
  if (!isPlainObject(inner))
    return args;
  for (const k of Object.keys(inner))
    if (!declares(k))
      return args;
  return inner;
}
function readJsonBody(text, name, at, f, spans) {
  const json = parseJsonAt(text, at);
  const extent = json ? json.end : jsonExtent(text, at);
  if (extent < 0)
    return { open: at };
  spans.push([at, extent]);
  if (!json || !isPlainObject(json.value) || valueNestsDeeperThan(json.value, MAX_VALUE_DEPTH))
    return void 0;
  const close2 = asTag(lexTag(text, skipWs(text, json.end), f.word));
  if (!close2 || !close2.closing || close2.name !== "invoke")
    return void 0;
  return { call: { name, arguments: json.value }, end: close2.end };
}
function readInvoke(text, open, input, spans, f) {
  const name = open.attrs.get("name")?.trim();
  if (!name)
    return void 0;
  if (open.selfClosing)
    return open.closing ? void 0 : { call: { name, arguments: {} }, end: open.end };
  const body = skipWs(text, open.end);
  if (text.charCodeAt(body) === OPEN_BRACE)
    return readJsonBody(text, name, body, f, spans);
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const args = {};
  let ok = true;
  let i = open.end;
  for (; ; ) {
    i = skipWs(text, i);
    const tag = asTag(lexTag(text, i, f.word));
    if (!tag)
      return void 0;
    if (tag.closing && tag.name === "invoke")
      return ok ? { call: { name, arguments: f.word === DSML_WORD ? unwrapArgumentsBlob(args, declares) : args }, end: tag.end } : void 0;
    if (tag.closing || tag.name !== "parameter")
      return void 0;
    const key = tag.attrs.get("name");
    if (key === void 0 || key.trim() === "")
      return void 0;
    let valueStart2 = tag.end;
    let cdata;
    const v = skipWs(text, valueStart2);
    if (text.startsWith(CDATA_OPEN, v)) {
      const c = input.indexOf(CDATA_CLOSE, v + CDATA_OPEN.length);
      if (c < 0)
        return { open: tag.end };
      cdata = text.slice(v + CDATA_OPEN.length, c);
      spans.push([tag.end, c]);
      valueStart2 = c + CDATA_CLOSE.length;
    }
    const close2 = findParamClose(text, valueStart2, input, declares, f);
    if (close2 === "open")
      return { open: valueStart2 };
    spans.push([valueStart2, close2.valueEnd]);
    if (cdata !== void 0 && skipWs(text, valueStart2) < close2.valueEnd)
      return void 0;
    const raw = cdata ?? text.slice(valueStart2, close2.valueEnd);
    const value = cdata !== void 0 ? typedText(cdata, typesOf(schema, key)) : dsmlValue(raw, tag.attrs.get("string"), typesOf(schema, key));
    if (value === REPEATED || !setParam(args, key, value))
      ok = false;
    i = close2.end;
  }
}
function strayCloserAfter(text, end, input, f) {
  let p = end;
  for (let n = 0; n < 8; n++) {
    const d = input.indexOf(f.word, p);
    if (d < 0)
      return false;
    p = d + f.word.length;
    const tag = asTag(tagAround(text, d, end, f)?.tag);
    if (tag)
      return tag.closing;
  }
  return false;
}
function withEnds(text, end, ends) {
  let out = end;
  for (let n = 0; n < 4; n++) {
    const j = skipWs(text, out);
    const token = ends.find((e) => text.startsWith(e, j));
    if (token === void 0)
      return out;
    out = j + token.length;
  }
  return out;
}
function scanTagged(text, at, input, f) {
  const lexed = lexTag(text, at, f.word);
  if (lexed === void 0)
    return void 0;
  if (f.isContent(input, at))
    return void 0;
  if (lexed === "eof")
    return { end: text.length, calls: [] };
  if (lexed.closing || !f.wrappers.has(lexed.name))
    return void 0;
  return readBlock(text, input, lexed, f);
}
function keptSection(text, from, input, f) {
  for (let p = input.indexOf("<", from); p >= 0; p = input.indexOf("<", p + 1)) {
    const tag = asTag(lexTag(text, p, f.word));
    if (!tag || !f.wrappers.has(tag.name))
      continue;
    return tag.closing ? { end: tag.end, calls: [], keep: true } : void 0;
  }
  return void 0;
}
function readBlock(text, input, lexed, f) {
  const spans = [];
  const fail = () => {
    f.markContent(input, spans);
    return keptSection(text, lexed.end, input, f);
  };
  const done = (end) => {
    if (strayCloserAfter(text, end, input, f))
      return fail();
    return { end: withEnds(text, end, f.ends), calls: calls3 };
  };
  const calls3 = [];
  let i = lexed.end;
  let last = i;
  for (; ; ) {
    i = skipWs(text, i);
    const next = lexTag(text, i, f.word);
    const tag = asTag(next);
    if (tag && tag.closing && f.wrappers.has(tag.name)) {
      if (calls3.length === 0)
        return fail();
      return done(tag.end);
    }
    if (tag && !tag.closing && tag.name === "invoke") {
      const invoke2 = readInvoke(text, tag, input, spans, f);
      if (invoke2 && "open" in invoke2) {
        spans.push([invoke2.open, text.length]);
        return fail();
      }
      if (!invoke2)
        return fail();
      calls3.push(invoke2.call);
      last = invoke2.end;
      i = invoke2.end;
      continue;
    }
    if (next === "eof" && calls3.length === 0)
      return { end: text.length, calls: [] };
    if (calls3.length > 0 && (tag === void 0 || next === "eof"))
      return done(last);
    return fail();
  }
}
var legacyTokens = (bar) => ({
  callsBegin: `<${bar}tool\u2581calls\u2581begin${bar}>`,
  callsEnd: `<${bar}tool\u2581calls\u2581end${bar}>`,
  callBegin: `<${bar}tool\u2581call\u2581begin${bar}>`,
  callEnd: `<${bar}tool\u2581call\u2581end${bar}>`,
  sep: `<${bar}tool\u2581sep${bar}>`
});
var LEGACY = legacyTokens("\uFF5C");
var LEGACY_ASCII = legacyTokens("|");
var LEGACY_SPELLINGS = [LEGACY, LEGACY_ASCII];
var LEGACY_STEM = "tool\u2581call";
var TOOL_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;
function readLegacyCall(text, at, input, t, f) {
  let i = at + t.callBegin.length;
  const sep = input.indexOf(t.sep, i);
  if (sep < 0 || sep - i > MAX_NAME + 16)
    return void 0;
  const head = text.slice(i, sep).trim();
  i = sep + t.sep.length;
  let name;
  if (head === "function" || head === "") {
    let j = i;
    while (j < text.length && j - i <= 128 && text.charCodeAt(j) !== LF && text.charCodeAt(j) !== BACKTICK && text.charCodeAt(j) !== OPEN_BRACE)
      j++;
    name = text.slice(i, j).trim();
    i = j;
  } else
    name = head;
  if (!TOOL_NAME.test(name) && !isDeclaredTool(name, input))
    return void 0;
  i = skipWs(text, i);
  let fenced = false;
  if (text.startsWith("```", i)) {
    fenced = true;
    i += 3;
    while (i < text.length && isIdentStart(text.charCodeAt(i)))
      i++;
  }
  const json = parseJsonAt(text, i);
  const jsonStart = skipWs(text, i);
  const extent = json ? json.end : jsonExtent(text, jsonStart);
  f.markContent(input, [[jsonStart, extent < 0 ? text.length : extent]]);
  if (!json || !isPlainObject(json.value))
    return void 0;
  i = skipWs(text, json.end);
  if (fenced) {
    if (!text.startsWith("```", i))
      return void 0;
    i = skipWs(text, i + 3);
  }
  if (!text.startsWith(t.callEnd, i))
    return void 0;
  return { call: { name, arguments: json.value }, end: i + t.callEnd.length };
}
function scanLegacy(text, at, input, t, f) {
  if (f.isContent(input, at))
    return void 0;
  if (text.startsWith(t.callBegin, at)) {
    let k = at;
    while (k > 0 && isJsonSpace(text.charCodeAt(k - 1)) && at - k < 8)
      k--;
    for (const u of LEGACY_SPELLINGS)
      if (text.endsWith(u.callsBegin, k) || text.endsWith(u.callEnd, k))
        return void 0;
    const one = readLegacyCall(text, at, input, t, f);
    if (!one)
      return void 0;
    const j = skipWs(text, one.end);
    return { end: withEnds(text, text.startsWith(t.callsEnd, j) ? j + t.callsEnd.length : one.end, f.ends), calls: [one.call] };
  }
  const list = callList(text, at + t.callsBegin.length, t.callsEnd, (i) => text.startsWith(t.callBegin, i), (i) => readLegacyCall(text, i, input, t, f));
  return list && { end: withEnds(text, list.end, f.ends), calls: list.calls };
}
var LEAK_HINT = /[｜‖▁]|DSML/;
var INVOKE_NAME = /invoke\s{0,8}name\s{0,8}=\s{0,8}["']([^"'<>]{1,128})["']/g;
var TOKEN = /<\/?[\s｜‖|]{0,8}DSML[^<>]{0,96}>?|<[｜‖][^<>｜‖]{1,48}[｜‖]>/g;
function cleanToolName(name) {
  if (name.length > 512 || !LEAK_HINT.test(name))
    return void 0;
  const names = [];
  const text = (from, to) => {
    const part = name.slice(from, to).trim();
    if (part !== "")
      names.push(part);
  };
  let last = 0;
  for (const token of name.matchAll(TOKEN)) {
    text(last, token.index);
    for (const attr of token[0].matchAll(INVOKE_NAME))
      names.push(attr[1].trim());
    last = token.index + token[0].length;
  }
  text(last, name.length);
  const only = names.length === 1 ? names[0] : void 0;
  return only !== void 0 && TOOL_NAME.test(only) && only !== name ? only : void 0;
}
function stripNative(message, ctx) {
  return renameNativeCalls(message, (leaked) => {
    const name = cleanToolName(leaked);
    return name === void 0 || ctx.tools.size > 0 && !ctx.tools.has(name) ? void 0 : name;
  });
}
function dsmlGrammar(layout) {
  const content5 = contentSpans();
  const f = { word: layout.word, wrappers: new Set(layout.wrappers), ends: layout.ends, markContent: content5.mark, isContent: content5.has };
  const legacy = layout.legacy === true;
  return defineGrammar({
    name: layout.name,
    package: "@pi-tool-repair/grammar-dsml",
    host: "^1.0.0",
    stage: 100,
    markers: legacy ? [...layout.markers, LEGACY.callsBegin, LEGACY.callBegin, LEGACY_ASCII.callsBegin, LEGACY_ASCII.callBegin] : layout.markers,
    owns: legacy ? [{ open: LEGACY.callsBegin, close: LEGACY.callsEnd }, { open: LEGACY_ASCII.callsBegin, close: LEGACY_ASCII.callsEnd }] : [],
    literals: legacy ? [layout.word, CDATA_CLOSE, LEGACY.sep, LEGACY_ASCII.sep] : [layout.word, CDATA_CLOSE],
    ...layout.stripGrammar ? { stripGrammar: layout.stripGrammar } : {},
    ...layout.meta ? { meta: layout.meta } : {},
    scan(text, at, input) {
      if (legacy && text.startsWith(LEGACY_STEM, at + 2)) {
        for (const t of LEGACY_SPELLINGS)
          if (text.startsWith(t.callsBegin, at) || text.startsWith(t.callBegin, at))
            return scanLegacy(text, at, input, t, f);
      }
      return scanTagged(text, at, input, f);
    }
  });
}
var markersOf = (word) => [`<\uFF5C${word}`, "<\uFF5C\uFF5C", "<\uFF5C ", "<\u2016", `<|${word}`, `<||${word}`, `<| ${word}`, "< |", "< \uFF5C", "< \u2016", `<${word}`];
var dsml = dsmlGrammar({
  name: "dsml",
  word: "DSML",
  wrappers: ["tool_calls", "function_calls", "tool_use", "calls", "tool_call", "function_call"],
  ends: [EOS, EOS_ASCII],
  markers: markersOf("DSML"),
  legacy: true,
  stripGrammar: stripNative,
  meta: { description: "DeepSeek V3.2 / V4 DSML (<\uFF5CDSML\uFF5Ctool_calls>) and the V3 / V3.1 <\uFF5Ctool\u2581calls\u2581begin\uFF5C> sections" }
});
var gcml = dsmlGrammar({
  name: "gcml",
  word: "GCML",
  wrappers: ["tool_calls"],
  ends: ["</s>", "<|message_sep|>"],
  markers: markersOf("GCML"),
  meta: { description: "GigaChat 3.5 GCML (<\uFF5CGCML\uFF5Ctool_calls>): DSML's layout with GCML", variantOf: "dsml" }
});

// grammars/invoke/dist/index.js
var OPEN = "<minimax:tool_call>";
var CLOSE = "</minimax:tool_call>";
function minimaxValue(raw, types) {
  if (types?.has("string"))
    return raw;
  const v = raw.trim();
  const lower = v.toLowerCase();
  if (lower === "null" || lower === "none" || lower === "nil")
    return null;
  if (!types)
    return raw;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v))
    return void 0;
  return typeByOrder(raw, types);
}
var scanBlock = invokeBlocks({ open: OPEN, close: CLOSE, value: minimaxValue });
var invoke = defineGrammar({
  name: "invoke",
  package: "@pi-tool-repair/grammar-invoke",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: INVOKE_LITERALS,
  scan: scanBlock
});

// grammars/dots/dist/index.js
var OPEN2 = "<dots_function_call>";
var CLOSE2 = "</dots_function_call>";
function unpad(raw) {
  let s = raw;
  if (s.startsWith("\r\n"))
    s = s.slice(2);
  else if (s.startsWith("\n"))
    s = s.slice(1);
  if (s.endsWith("\r\n"))
    s = s.slice(0, -2);
  else if (s.endsWith("\n"))
    s = s.slice(0, -1);
  return s;
}
function dotsValue(raw, types) {
  const text = unpad(raw);
  if (types?.has("string"))
    return text;
  const v = text.trim();
  if (v.toLowerCase() === "null")
    return null;
  if (!types)
    return text;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v))
    return void 0;
  const typed = typeByOrder(v, types);
  return typed === v ? text : typed;
}
var invokeBlock = invokeBlocks({ open: OPEN2, close: CLOSE2, value: dotsValue });
function jsonBlock(text, from, input) {
  const json = parseJsonAt(text, from);
  if (!json)
    return void 0;
  const call = callOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input);
  if (!call)
    return void 0;
  const end = skipWs(text, json.end);
  return text.startsWith(CLOSE2, end) ? { end: end + CLOSE2.length, calls: [call] } : void 0;
}
function scanBlock2(text, at, input) {
  const i = skipWs(text, at + OPEN2.length);
  if (text.charCodeAt(i) === OPEN_BRACE)
    return jsonBlock(text, i, input);
  return text.startsWith(INVOKE_OPEN, i) ? invokeBlock(text, at, input) : void 0;
}
var dots = defineGrammar({
  name: "dots",
  package: "@pi-tool-repair/grammar-dots",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN2],
  owns: [{ open: OPEN2, close: CLOSE2 }],
  literals: INVOKE_LITERALS,
  scan: scanBlock2
});

// grammars/qwen/dist/index.js
var TOOL_CALL = "<tool_call>";
var TOOL_CALL_CLOSE = "</tool_call>";
var FUNCTION_NAME = "<function name=";
var FUNCTION_CLOSE = "</function>";
var IM_END = "<|im_end|>";
var WRAPPERS = ["<tool>", "<tools>", "<response>"];
var MAX_NAME2 = 256;
var WRAPPED = { closers: [TOOL_CALL_CLOSE], openers: [TOOL_CALL], ends: [IM_END], bare: false, padding: true, shortParam: true };
var BARE = { closers: [TOOL_CALL_CLOSE], openers: [TOOL_CALL], ends: [IM_END], bare: true, padding: true, shortParam: true };
var WRAPPED_SHAPE = Object.freeze({ name: ["function"], args: [], extra: ["id", "type"] });
function hermesCall(value, needArguments) {
  if (!isPlainObject(value))
    return void 0;
  let obj = value;
  if (obj.name === void 0 && isPlainObject(obj.function)) {
    const outer = envelopeKeys(obj, WRAPPED_SHAPE);
    if (!outer || outer.args !== void 0)
      return void 0;
    obj = obj.function;
  }
  const keys = envelopeKeys(obj, CALL_SHAPE);
  if (!keys)
    return void 0;
  const name = obj[keys.name];
  if (typeof name !== "string")
    return void 0;
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_NAME2)
    return void 0;
  if (keys.args === void 0)
    return needArguments ? void 0 : { name: trimmed, arguments: {} };
  const raw = obj[keys.args];
  const args = typeof raw === "string" && raw.trim() === "" ? {} : decodeArguments(raw);
  return args ? { name: trimmed, arguments: args } : void 0;
}
function readJsonCalls(text, i, needArguments) {
  let calls3;
  for (; ; ) {
    const json = parseJsonAt(text, i);
    if (!json)
      return void 0;
    const call = hermesCall(json.value, needArguments);
    if (!call)
      return void 0;
    if (calls3 === void 0)
      calls3 = [call];
    else
      calls3.push(call);
    let j = skipWs(text, json.end);
    if (text.charCodeAt(j) === COMMA) {
      j = skipWs(text, j + 1);
      if (text.charCodeAt(j) !== OPEN_BRACE)
        return void 0;
      i = j;
      continue;
    }
    return { calls: calls3, end: json.end };
  }
}
function close(text, end, closer, opener) {
  const j = skipWs(text, end);
  if (text.startsWith(closer, j))
    return j + closer.length;
  if (j >= text.length || text.startsWith(opener, j) || text.startsWith(IM_END, j))
    return end;
  return void 0;
}
function scanToolCall(text, at, input) {
  const bodyStart = skipWs(text, at + TOOL_CALL.length);
  const c = text.charCodeAt(bodyStart);
  if (c === OPEN_BRACE) {
    const body = readJsonCalls(text, bodyStart, false);
    const end2 = body && close(text, body.end, TOOL_CALL_CLOSE, TOOL_CALL);
    if (!body || end2 === void 0)
      return keptBlock(input, bodyStart, TOOL_CALL_CLOSE, TOOL_CALL);
    body.end = end2;
    return body;
  }
  if (!text.startsWith(FUNCTION_OPEN, bodyStart))
    return scanPythonic(text, bodyStart);
  const calls3 = [];
  let i = bodyStart;
  let last = bodyStart;
  let refused2 = false;
  while (text.startsWith(FUNCTION_OPEN, i)) {
    const block = parseFunctionBlock(text, i, input, WRAPPED);
    if (!block) {
      const closer = input.indexOf(TOOL_CALL_CLOSE, i);
      const next = input.indexOf(TOOL_CALL, at + TOOL_CALL.length);
      if (closer >= 0 && (next < 0 || closer < next))
        return { end: closer + TOOL_CALL_CLOSE.length, calls: [] };
      return void 0;
    }
    if (block.refused)
      refused2 = true;
    calls3.push({ name: block.name, arguments: block.arguments });
    last = block.end;
    i = skipWs(text, block.end);
  }
  const end = close(text, last, TOOL_CALL_CLOSE, TOOL_CALL);
  if (end === void 0)
    return void 0;
  return { end, calls: refused2 ? [] : calls3 };
}
function scanBareFunction(text, at, input) {
  const block = parseFunctionBlock(text, at, input, BARE);
  if (!block)
    return void 0;
  if (insideOtherMarkup(input, at))
    return void 0;
  if (block.refused)
    return { end: block.end, calls: [], keep: true };
  const j = skipWs(text, block.end);
  const end = text.startsWith(TOOL_CALL_CLOSE, j) ? j + TOOL_CALL_CLOSE.length : block.end;
  return { end, calls: [{ name: block.name, arguments: block.arguments }] };
}
function scanPythonic(text, bodyStart) {
  const call = parsePythonCallAt(text, bodyStart);
  if (!call || call.positional.length > 0 || call.name.length > MAX_NAME2)
    return void 0;
  const j = skipWs(text, call.end);
  if (!text.startsWith(TOOL_CALL_CLOSE, j))
    return void 0;
  return { end: j + TOOL_CALL_CLOSE.length, calls: [{ name: call.name, arguments: call.keywords }] };
}
function scanFunctionName(text, at) {
  let i = at + FUNCTION_NAME.length;
  const q = text.charCodeAt(i);
  if (q !== QUOTE && q !== APOSTROPHE)
    return void 0;
  const stop = Math.min(text.length, i + 1 + MAX_NAME2);
  let j = i + 1;
  while (j < stop && text.charCodeAt(j) !== q && text.charCodeAt(j) !== LF)
    j++;
  if (text.charCodeAt(j) !== q)
    return void 0;
  const name = text.slice(i + 1, j).trim();
  if (!name)
    return void 0;
  i = skipWs(text, j + 1);
  if (text.charCodeAt(i) !== GREATER_THAN)
    return void 0;
  const json = parseJsonAt(text, i + 1);
  if (!json || !isPlainObject(json.value))
    return void 0;
  i = skipWs(text, json.end);
  if (!text.startsWith(FUNCTION_CLOSE, i))
    return void 0;
  return { end: i + FUNCTION_CLOSE.length, calls: [{ name, arguments: json.value }] };
}
function scanWrapper(text, at, open) {
  const i = skipWs(text, at + open.length);
  if (text.charCodeAt(i) !== OPEN_BRACE)
    return void 0;
  const body = readJsonCalls(text, i, true);
  if (!body)
    return void 0;
  const end = close(text, body.end, "</" + open.slice(1), open);
  return end === void 0 ? void 0 : { end, calls: body.calls };
}
var qwen = defineGrammar({
  name: "qwen",
  package: "@pi-tool-repair/grammar-qwen",
  host: "^1.0.0",
  stage: 100,
  markers: [TOOL_CALL, FUNCTION_OPEN, FUNCTION_NAME, ...WRAPPERS],
  owns: [{ open: TOOL_CALL, close: TOOL_CALL_CLOSE }, ...WRAPPERS.map((w) => ({ open: w, close: `</${w.slice(1)}` }))],
  scan(text, at, input) {
    if (text.startsWith(TOOL_CALL, at))
      return scanToolCall(text, at, input);
    if (text.startsWith(FUNCTION_OPEN, at))
      return scanBareFunction(text, at, input);
    if (text.startsWith(FUNCTION_NAME, at))
      return scanFunctionName(text, at);
    for (const w of WRAPPERS)
      if (text.startsWith(w, at))
        return scanWrapper(text, at, w);
    return void 0;
  }
});

// grammars/seed-oss/dist/index.js
var OPEN3 = "<seed:tool_call>";
var CLOSE3 = "</seed:tool_call>";
var EOS2 = "<seed:eos>";
var XML = { closers: [CLOSE3], openers: [OPEN3], ends: [EOS2], bare: false, padding: false };
function scanBlock3(text, at, input) {
  const calls3 = [];
  let i = skipWs(text, at + OPEN3.length);
  let last = i;
  while (text.startsWith(FUNCTION_OPEN, i)) {
    const block = parseFunctionBlock(text, i, input, XML);
    if (!block || block.refused)
      return keptBlock(input, i, CLOSE3, OPEN3);
    calls3.push({ name: block.name, arguments: block.arguments });
    last = block.end;
    i = skipWs(text, block.end);
  }
  if (calls3.length === 0)
    return void 0;
  let end;
  if (text.startsWith(CLOSE3, i))
    end = i + CLOSE3.length;
  else if (i >= text.length || text.startsWith(OPEN3, i) || text.startsWith(EOS2, i))
    end = last;
  else
    return void 0;
  const j = skipWs(text, end);
  return { end: text.startsWith(EOS2, j) ? j + EOS2.length : end, calls: calls3 };
}
var seedOss = defineGrammar({
  name: "seed-oss",
  package: "@pi-tool-repair/grammar-seed-oss",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN3],
  owns: [{ open: OPEN3, close: CLOSE3 }],
  scan: scanBlock3
});

// grammars/minimax-m1/dist/index.js
var OPEN4 = "<tool_calls>";
var CLOSE4 = "</tool_calls>";
var MAX_NAME3 = 256;
function m1Call(value) {
  if (!isPlainObject(value))
    return void 0;
  const keys = envelopeKeys(value, CALL_SHAPE);
  if (!keys || keys.args === void 0)
    return void 0;
  const name = value[keys.name];
  if (typeof name !== "string" || !name.trim() || name.length > MAX_NAME3)
    return void 0;
  let args = value[keys.args];
  if (typeof args === "string") {
    const decoded = parseJson(args);
    if (!decoded)
      return void 0;
    args = decoded.value;
  }
  return isPlainObject(args) ? { name: name.trim(), arguments: args } : void 0;
}
function scanBlock4(text, at, input) {
  const bodyStart = at + OPEN4.length;
  const closer = input.indexOf(CLOSE4, bodyStart);
  const nextOpen = input.indexOf(OPEN4, bodyStart);
  const closed = closer >= 0 && (nextOpen < 0 || closer < nextOpen);
  const regionEnd = closed ? closer : nextOpen < 0 ? text.length : nextOpen;
  let i = skipWs(text, bodyStart);
  if (text.charCodeAt(i) === OPEN_BRACKET)
    return void 0;
  const calls3 = [];
  let last = -1;
  while (i < regionEnd) {
    const json = text.charCodeAt(i) === OPEN_BRACE ? parseJsonAt(text, i) : void 0;
    const call = json && json.end <= regionEnd ? m1Call(json.value) : void 0;
    if (json && call) {
      calls3.push(call);
      last = json.end;
      i = skipWs(text, json.end);
      continue;
    }
    if (!closed)
      break;
    const nl = input.indexOf("\n", i);
    if (nl < 0 || nl >= regionEnd)
      break;
    i = skipWs(text, nl + 1);
  }
  if (calls3.length === 0)
    return closed && text.charCodeAt(skipWs(text, bodyStart)) === OPEN_BRACE ? { end: closer + CLOSE4.length, calls: [], keep: true } : void 0;
  return { end: closed ? closer + CLOSE4.length : last, calls: calls3 };
}
var minimaxM1 = defineGrammar({
  name: "minimax-m1",
  package: "@pi-tool-repair/grammar-minimax-m1",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN4],
  owns: [{ open: OPEN4, close: CLOSE4 }],
  scan: scanBlock4
});

// grammars/minimax-text/dist/index.js
var OPEN5 = "<function_call>";
var FENCE = "```";
var PREFIX = "functions.";
var MAX_NAME4 = 128;
function isNameChar2(c) {
  return isIdentChar(c) || c === MINUS;
}
var NAME = { char: isNameChar2, max: MAX_NAME4 };
function readCall(text, i, input) {
  if (!text.startsWith(PREFIX, i))
    return void 0;
  const read = readToolName(text, i + PREFIX.length, input, NAME);
  if (!read || text.charCodeAt(read.end) !== OPEN_PAREN)
    return void 0;
  const name = read.name;
  let j = read.end;
  j = skipWs(text, j + 1);
  if (text.charCodeAt(j) === CLOSE_PAREN)
    return { call: { name, arguments: {} }, end: j + 1 };
  const json = parseJsonAt(text, j);
  if (!json || !isPlainObject(json.value))
    return void 0;
  j = skipWs(text, json.end);
  if (text.charCodeAt(j) !== CLOSE_PAREN)
    return void 0;
  j++;
  if (text.charCodeAt(j) === SEMICOLON)
    j++;
  return { call: { name, arguments: json.value }, end: j };
}
function scanBlock5(text, at, input) {
  let i = skipWs(text, at + OPEN5.length);
  let fenced = false;
  if (text.startsWith(FENCE, i)) {
    fenced = true;
    i += FENCE.length;
    const info = i;
    while (i < text.length && isNameChar2(text.charCodeAt(i)))
      i++;
    const lang = text.slice(info, i).toLowerCase();
    if (lang !== "typescript" && lang !== "ts" && lang !== "")
      return void 0;
    i = skipLineSpace(text, i);
    if (text.charCodeAt(i) === CR)
      i++;
    if (text.charCodeAt(i) !== LF)
      return void 0;
  }
  const calls3 = [];
  let last = i;
  for (; ; ) {
    const j2 = skipWs(text, i);
    const one = readCall(text, j2, input);
    if (!one)
      break;
    calls3.push(one.call);
    i = last = one.end;
  }
  if (calls3.length === 0)
    return void 0;
  if (!fenced)
    return { end: last, calls: calls3 };
  const j = skipWs(text, last);
  if (!text.startsWith(FENCE, j))
    return void 0;
  return { end: j + FENCE.length, calls: calls3 };
}
var minimaxText = defineGrammar({
  name: "minimax-text",
  package: "@pi-tool-repair/grammar-minimax-text",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN5],
  owns: [{ open: OPEN5 }],
  scan(text, at, input) {
    return scanBlock5(text, at, input);
  }
});

// grammars/step3/dist/index.js
var CALLS_BEGIN = "<\uFF5Ctool_calls_begin\uFF5C>";
var CALLS_END = "<\uFF5Ctool_calls_end\uFF5C>";
var CALL_BEGIN = "<\uFF5Ctool_call_begin\uFF5C>";
var CALL_END = "<\uFF5Ctool_call_end\uFF5C>";
var SEP = "<\uFF5Ctool_sep\uFF5C>";
var INVOKE = "<steptml:invoke";
var INVOKE_CLOSE = "</steptml:invoke>";
var PARAM = "<steptml:parameter";
var PARAM_CLOSE = "</steptml:parameter>";
var MAX_NAME5 = 256;
var nameAttr = (text, i) => readNameAttr(text, i, { maxName: MAX_NAME5 });
var SPEC = {
  open: PARAM,
  close: PARAM_CLOSE,
  end: INVOKE_CLOSE,
  block: INVOKE,
  isBlock: (text, at) => nameAttr(text, at + INVOKE.length) !== void 0,
  nameAt: (text, at) => nameAttr(text, at + PARAM.length)?.name,
  endsBlock: (text, at) => text.startsWith(CALL_END, skipWs(text, at + INVOKE_CLOSE.length)),
  after(text, at, tags) {
    const j = skipWs(text, at + PARAM_CLOSE.length);
    if (text.startsWith(PARAM, j))
      return nameAttr(text, j + PARAM.length)?.name;
    return text.startsWith(INVOKE_CLOSE, j) && tags.isTerminal(j) || void 0;
  }
};
function readCall2(text, at, input) {
  let i = skipWs(text, at + CALL_BEGIN.length);
  if (text.startsWith("function", i))
    i = skipWs(text, i + "function".length);
  if (text.startsWith(SEP, i))
    i = skipWs(text, i + SEP.length);
  if (!text.startsWith(INVOKE, i)) {
    const start = i;
    while (i < text.length && i - start < MAX_NAME5 && /[A-Za-z0-9_.:-]/.test(text[i]))
      i++;
    if (i === start)
      return void 0;
    i = skipWs(text, i);
    if (!text.startsWith(INVOKE, i))
      return void 0;
  }
  const head = nameAttr(text, i + INVOKE.length);
  if (!head)
    return void 0;
  const schema = input.schemaOf(head.name);
  const args = {};
  const declares = declaredKeys(schema);
  i = head.end;
  for (; ; ) {
    i = skipWs(text, i);
    if (text.startsWith(INVOKE_CLOSE, i))
      break;
    if (!text.startsWith(PARAM, i))
      return void 0;
    const key = nameAttr(text, i + PARAM.length);
    if (!key)
      return void 0;
    const to = TagValues.of(input, "step3", SPEC).valueEnd(key.end, declares);
    if (to < 0)
      return void 0;
    if (!setParam(args, key.name, typeByOrder(text.slice(key.end, to), typesOf(schema, key.name))))
      return void 0;
    i = to + PARAM_CLOSE.length;
  }
  i = skipWs(text, i + INVOKE_CLOSE.length);
  if (!text.startsWith(CALL_END, i))
    return void 0;
  return { call: { name: head.name, arguments: args }, end: i + CALL_END.length };
}
function scanBlock6(text, at, input) {
  const list = callList(text, at + CALLS_BEGIN.length, CALLS_END, (i) => text.startsWith(CALL_BEGIN, i), (i) => readCall2(text, i, input), SEP);
  return list ? { end: list.end, calls: list.calls } : keptBlock(input, at + CALLS_BEGIN.length, CALLS_END, CALLS_BEGIN);
}
var step3 = defineGrammar({
  name: "step3",
  package: "@pi-tool-repair/grammar-step3",
  host: "^1.0.0",
  stage: 100,
  markers: [CALLS_BEGIN],
  owns: [{ open: CALLS_BEGIN, close: CALLS_END }],
  scan: scanBlock6
});

// grammars/kimi/dist/index.js
var SECTION_BEGIN = "<|tool_calls_section_begin|>";
var SECTION_BEGIN_SINGULAR = "<|tool_call_section_begin|>";
var SECTION_END = "<|tool_calls_section_end|>";
var SECTION_END_SINGULAR = "<|tool_call_section_end|>";
var CALL_BEGIN2 = "<|tool_call_begin|>";
var ARGUMENT_BEGIN = "<|tool_call_argument_begin|>";
var CALL_END2 = "<|tool_call_end|>";
var MAX_ID = 256;
function nameOfId(id, names) {
  if (id.length === 0 || id.length > MAX_ID)
    return void 0;
  const colon = id.lastIndexOf(":");
  if (colon <= 0 || !/^\d+$/.test(id.slice(colon + 1)))
    return void 0;
  let name = id.slice(0, colon);
  if (name.startsWith("functions."))
    name = name.slice("functions.".length);
  return acceptsToolName(name, names) ? name : void 0;
}
var NAMELESS_ID = /^(?:\d{1,6}|call[_-][A-Za-z0-9_-]{1,128})$/;
function isNamelessId(id) {
  return id.length <= 140 && NAMELESS_ID.test(id);
}
function soleToolFor(args, input) {
  let found;
  for (const name of input.toolNames?.() ?? []) {
    const schema = input.schemaOf(name);
    if (schema === void 0)
      return void 0;
    if (validateWithAjv(args, schema).length > 0)
      continue;
    if (found !== void 0)
      return void 0;
    found = name;
  }
  return found;
}
function endMarker(text, i) {
  if (text.startsWith(SECTION_END, i))
    return i + SECTION_END.length;
  if (text.startsWith(SECTION_END_SINGULAR, i))
    return i + SECTION_END_SINGULAR.length;
  return -1;
}
var content = contentSpans();
var markContent = (input, span) => content.mark(input, [span]);
var isContent = content.has;
function scanSection(text, at, input) {
  if (isContent(input, at))
    return void 0;
  const begin = text.startsWith(SECTION_BEGIN, at) ? SECTION_BEGIN : SECTION_BEGIN_SINGULAR;
  let i = at + begin.length;
  const calls3 = [];
  let end = -1;
  for (; ; ) {
    i = skipWs(text, i);
    const closed = endMarker(text, i);
    if (closed >= 0) {
      end = closed;
      break;
    }
    if (!text.startsWith(CALL_BEGIN2, i))
      break;
    const idStart = i + CALL_BEGIN2.length;
    const argBegin = input.indexOf(ARGUMENT_BEGIN, idStart);
    const earlyEnd = input.indexOf(CALL_END2, idStart);
    if (earlyEnd < 0)
      break;
    if (argBegin < 0 || earlyEnd < argBegin) {
      i = end = earlyEnd + CALL_END2.length;
      continue;
    }
    const id = text.slice(idStart, argBegin).trim();
    const jsonStart = skipWs(text, argBegin + ARGUMENT_BEGIN.length);
    const json = parseJsonAt(text, jsonStart);
    const after = json ? skipWs(text, json.end) : -1;
    if (!json || !text.startsWith(CALL_END2, after)) {
      const extent = json ? json.end : jsonExtent(text, jsonStart);
      if (extent < 0) {
        markContent(input, [jsonStart, text.length]);
        break;
      }
      markContent(input, [jsonStart, extent]);
      const callEnd2 = input.indexOf(CALL_END2, extent);
      if (callEnd2 < 0)
        break;
      i = end = callEnd2 + CALL_END2.length;
      continue;
    }
    i = end = after + CALL_END2.length;
    const args = decodeArguments(json.value);
    if (args === void 0)
      continue;
    const name = nameOfId(id, input) ?? (isNamelessId(id) ? soleToolFor(args, input) : void 0);
    if (name === void 0)
      continue;
    calls3.push({ name, arguments: args });
  }
  if (end < 0)
    return void 0;
  return { end, calls: calls3 };
}
var LEAKED_NAME = /^functions\.([A-Za-z_][\w.\-]{0,127}):\d{1,6}$/;
function cleanKimiName(name) {
  const tool = LEAKED_NAME.exec(name)?.[1];
  return tool === void 0 || tool.includes("functions.") ? void 0 : tool;
}
var kimi = defineGrammar({
  name: "kimi",
  package: "@pi-tool-repair/grammar-kimi",
  host: "^1.0.0",
  markers: [SECTION_BEGIN, SECTION_BEGIN_SINGULAR],
  owns: [{ open: SECTION_BEGIN, close: SECTION_END }, { open: SECTION_BEGIN_SINGULAR, close: SECTION_END_SINGULAR }],
  literals: [ARGUMENT_BEGIN, CALL_END2],
  // K2-Thinking calls tools from its reasoning channel (llxprt#749, llama.cpp allow_toolcall_in_think).
  inThinking: true,
  scan: scanSection,
  /** A native toolCall named with the Kimi id (`functions.read:0`) gets the tool's name. */
  stripGrammar(message) {
    return renameNativeCalls(message, cleanKimiName);
  }
});

// grammars/mistral/dist/index.js
var TOOL_CALLS = "[TOOL_CALLS]";
var ARGS = "[ARGS]";
var CALL_ID = "[CALL_ID]";
var MAX_NAME6 = 128;
var EOS3 = "</s>";
function withEos(text, end) {
  const j = skipWs(text, end);
  return text.startsWith(EOS3, j) ? j + EOS3.length : end;
}
function scanJson(text, i, input) {
  const json = parseJsonAt(text, i);
  if (!json)
    return void 0;
  const calls3 = Array.isArray(json.value) ? callsOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input) : /* @__PURE__ */ ((c) => c ? [c] : void 0)(callOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input));
  return calls3 ? { calls: calls3, end: json.end } : void 0;
}
var NAME2 = { start: isIdentStart, char: isNameChar, max: MAX_NAME6 };
function scanNamed(text, i, input) {
  const read = readToolName(text, i, input, NAME2);
  if (!read)
    return void 0;
  const name = read.name;
  let j = read.end;
  if (text.startsWith(CALL_ID, j)) {
    j += CALL_ID.length;
    const idStart = j;
    while (j < text.length && j - idStart <= 64 && isNameChar(text.charCodeAt(j)))
      j++;
    if (j === idStart || j - idStart > 64)
      return void 0;
  }
  if (text.startsWith(ARGS, j))
    j += ARGS.length;
  j = skipWs(text, j);
  if (text.charCodeAt(j) !== OPEN_BRACE)
    return void 0;
  const json = parseJsonAt(text, j);
  if (!json || !isRecord(json.value))
    return void 0;
  return { calls: [{ name, arguments: json.value }], end: json.end };
}
var mistral = defineGrammar({
  name: "mistral",
  package: "@pi-tool-repair/grammar-mistral",
  host: "^1.0.0",
  markers: [TOOL_CALLS],
  owns: [{ open: TOOL_CALLS }],
  scan(text, at, input) {
    const i = at + TOOL_CALLS.length;
    const j = skipWs(text, i);
    const c = text.charCodeAt(j);
    const found = c === OPEN_BRACKET || c === OPEN_BRACE ? scanJson(text, j, input) : scanNamed(text, j, input);
    if (!found)
      return { end: i, calls: [] };
    return { calls: found.calls, end: withEos(text, found.end) };
  }
});

// grammars/llama/dist/index.js
var PYTHON_TAG = "<|python_tag|>";
var PYTHON_START = "<|python_start|>";
var PYTHON_END = "<|python_end|>";
var BARE2 = ["{", "["];
var TRAILERS = ["<|eom_id|>", "<|eot_id|>"];
var SHAPE = { name: ["name"], args: ["parameters", "arguments"], extra: ["type"] };
var stateOf = perInput((input) => ({ skipUntil: -1, unclosedFrom: Infinity, reader: jsonReaderOf(input), measuredUntil: -1, names: input }));
function resumeAfter(covered, at, input) {
  let p = covered + 1;
  for (const tag of [PYTHON_TAG, PYTHON_START]) {
    const t = input.indexOf(tag, at);
    if (t >= 0 && t < p)
      p = t;
  }
  return p > at ? p : at + 1;
}
function refused(text, at, state) {
  if (at < state.measuredUntil)
    return;
  const extent = duplicateKeyedExtent(text, at);
  state.measuredUntil = extent.end;
  if (extent.json)
    state.skipUntil = Math.max(state.skipUntil, extent.end);
}
function jsonCall(value, names, bare) {
  const call = callOf(value, SHAPE, names);
  if (!call || !bare)
    return call;
  return isSchemaShaped(call.arguments, bare.schemaOf(call.name)) ? void 0 : call;
}
function jsonCalls(text, at, state, bare) {
  if (text.charCodeAt(skipWs(text, at + 1)) !== QUOTE)
    return void 0;
  const read = state.reader.read(at);
  if (!read) {
    refused(text, at, state);
    return void 0;
  }
  const first = jsonCall(read.value, state.names, bare);
  if (!first) {
    state.skipUntil = read.end;
    return void 0;
  }
  const calls3 = [first];
  let end = read.end;
  for (; ; ) {
    const semi = skipLineSpace(text, end);
    if (text.charCodeAt(semi) !== SEMICOLON)
      break;
    const next = skipWs(text, semi + 1);
    if (text.charCodeAt(next) !== OPEN_BRACE)
      break;
    const more = state.reader.read(next);
    const call = more && jsonCall(more.value, state.names, bare);
    if (!more || !call)
      break;
    calls3.push(call);
    end = more.end;
  }
  return { calls: calls3, end };
}
function skipCall(text, i, state) {
  if (i >= state.unclosedFrom)
    return -1;
  let open = i;
  while (open < text.length && open - i <= 256 && (isIdentStart(text.charCodeAt(open)) || text.charCodeAt(open) === DOT || isDigit(text.charCodeAt(open))))
    open++;
  open = skipWs(text, open);
  if (text.charCodeAt(open) !== OPEN_PAREN)
    return -1;
  let depth = 0;
  let j = open;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === APOSTROPHE || c === QUOTE) {
      const triple = text.charCodeAt(j + 1) === c && text.charCodeAt(j + 2) === c;
      j += triple ? 3 : 1;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (d === BACKSLASH)
          j += 2;
        else if (d === c && (!triple || text.charCodeAt(j + 1) === c && text.charCodeAt(j + 2) === c)) {
          j += triple ? 3 : 1;
          break;
        } else
          j++;
      }
      continue;
    }
    if (c === OPEN_PAREN || c === OPEN_BRACKET || c === OPEN_BRACE)
      depth++;
    else if (c === CLOSE_PAREN || c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
      if (depth === 0)
        return c === CLOSE_PAREN ? j + 1 : -1;
    }
    j++;
  }
  state.unclosedFrom = i;
  return -1;
}
function toolName(name) {
  return name.endsWith(".call") ? name.slice(0, -".call".length) : name;
}
function callStart(text, i, names) {
  return isIdentStart(text.charCodeAt(i)) || declaredNameAt(text, i, names) !== void 0;
}
function pythonCall(text, i, names) {
  const call = parsePythonCallAt(text, i, names);
  if (!call)
    return void 0;
  const name = toolName(call.name);
  const ok = call.positional.length === 0 && acceptsToolName(name, names);
  return { call: ok ? { name, arguments: call.keywords } : void 0, end: call.end };
}
function pythonList(text, at, state) {
  let i = skipWs(text, at + 1);
  const calls3 = [];
  for (; ; ) {
    if (!callStart(text, i, state.names))
      return void 0;
    const one = pythonCall(text, i, state.names);
    let end;
    if (one) {
      if (one.call)
        calls3.push(one.call);
      end = one.end;
    } else {
      end = skipCall(text, i, state);
      if (end < 0)
        return void 0;
    }
    i = skipWs(text, end);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i = skipWs(text, i + 1);
      if (text.charCodeAt(i) === CLOSE_BRACKET)
        return calls3.length ? { calls: calls3, end: i + 1 } : void 0;
      continue;
    }
    if (c === CLOSE_BRACKET)
      return calls3.length ? { calls: calls3, end: i + 1 } : void 0;
    return void 0;
  }
}
function skipJsonArray(text, at, state) {
  const i = skipWs(text, at + 1);
  if (text.charCodeAt(i) !== OPEN_BRACE || text.charCodeAt(skipWs(text, i + 1)) !== QUOTE)
    return;
  const read = state.reader.read(at);
  if (read)
    state.skipUntil = read.end;
  else
    refused(text, at, state);
}
function jsonArray(at, state) {
  const read = state.reader.read(at);
  if (!read || !Array.isArray(read.value) || read.value.length === 0)
    return void 0;
  const calls3 = [];
  for (const item of read.value) {
    const call = callOf(item, SHAPE, state.names);
    if (!call)
      return void 0;
    calls3.push(call);
  }
  return { calls: calls3, end: read.end };
}
function payload(text, i, state) {
  i = skipWs(text, i);
  const c = text.charCodeAt(i);
  if (c === OPEN_BRACE)
    return jsonCalls(text, i, state);
  if (c === OPEN_BRACKET)
    return pythonList(text, i, state) ?? jsonArray(i, state);
  if (!callStart(text, i, state.names))
    return void 0;
  const one = pythonCall(text, i, state.names);
  return one?.call ? { calls: [one.call], end: one.end } : void 0;
}
function trailer(text, end) {
  const i = skipWs(text, end);
  for (const t of TRAILERS)
    if (text.startsWith(t, i))
      return i + t.length;
  return end;
}
var llama = defineGrammar({
  name: "llama",
  package: "@pi-tool-repair/grammar-llama",
  host: "^1.0.0",
  markers: [PYTHON_TAG, PYTHON_START, "{", "["],
  owns: [{ open: PYTHON_TAG }, { open: PYTHON_START }],
  bare: BARE2,
  scan(text, at, input) {
    const state = stateOf(input);
    if (at < state.skipUntil)
      return state.skipUntil;
    if (text.charCodeAt(at) === LESS_THAN && (text.startsWith(PYTHON_TAG, at) || text.startsWith(PYTHON_START, at))) {
      const start = text.startsWith(PYTHON_TAG, at);
      const found2 = payload(text, at + (start ? PYTHON_TAG.length : PYTHON_START.length), state);
      if (!found2) {
        state.skipUntil = text.length;
        return void 0;
      }
      let end = found2.end;
      if (!start) {
        const close2 = skipWs(text, end);
        if (text.startsWith(PYTHON_END, close2))
          end = close2 + PYTHON_END.length;
      }
      return { end: trailer(text, end), calls: found2.calls };
    }
    const covered = bareCoverEnd(input, at, BARE2);
    if (covered >= 0)
      return resumeAfter(covered, at, input);
    const found = text.charCodeAt(at) === OPEN_BRACE ? jsonCalls(text, at, state, input) : pythonList(text, at, state);
    if (found)
      return { end: trailer(text, found.end), calls: found.calls };
    if (text.charCodeAt(at) === OPEN_BRACKET) {
      skipJsonArray(text, at, state);
      if (at < state.skipUntil)
        return state.skipUntil;
      let last = at;
      for (let j = skipWs(text, at + 1); text.charCodeAt(j) === OPEN_BRACKET; j = skipWs(text, j + 1))
        last = j;
      if (last > at)
        return last;
    }
    return void 0;
  }
});

// grammars/granite/dist/index.js
var TOOL_CALL_TOKEN = "<|tool_call|>";
var TOOL_CALL_TOKEN_END = "<|/tool_call|>";
var TOOL_CALL2 = "<tool_call>";
var TOOL_CALL_END = "</tool_call>";
var FUNCTION_CALL = "<function_call>";
function pythonic(text, i, input) {
  if (text.charCodeAt(i) === OPEN_BRACKET)
    return pythonCallList(text, i, input);
  const one = pythonKeywordCall(text, i, input);
  return one && { calls: [one.call], end: one.end };
}
function nameStartsAt(text, i, input) {
  return isIdentStart(text.charCodeAt(i)) || declaredNameAt(text, i, input) !== void 0;
}
function calls(value, input) {
  if (Array.isArray(value))
    return callsOf(value, CALL_SHAPE, input);
  const one = callOf(value, CALL_SHAPE, input);
  return one ? [one] : void 0;
}
var granite = defineGrammar({
  name: "granite",
  package: "@pi-tool-repair/grammar-granite",
  host: "^1.0.0",
  markers: [TOOL_CALL_TOKEN, TOOL_CALL2, FUNCTION_CALL],
  owns: [{ open: TOOL_CALL2, close: TOOL_CALL_END }, { open: TOOL_CALL_TOKEN }, { open: FUNCTION_CALL }],
  scan(text, at, input) {
    const marker = text.startsWith(TOOL_CALL_TOKEN, at) ? TOOL_CALL_TOKEN : text.startsWith(TOOL_CALL2, at) ? TOOL_CALL2 : FUNCTION_CALL;
    const i = skipWs(text, at + marker.length);
    const c = text.charCodeAt(i);
    if (marker === TOOL_CALL2 && c !== OPEN_BRACKET)
      return void 0;
    if (marker === FUNCTION_CALL && c !== OPEN_BRACE)
      return void 0;
    let found;
    let end;
    if (marker === TOOL_CALL_TOKEN && (nameStartsAt(text, i, input) || c === OPEN_BRACKET && nameStartsAt(text, skipWs(text, i + 1), input))) {
      const list = pythonic(text, i, input);
      if (!list)
        return void 0;
      found = list.calls;
      end = list.end;
    } else {
      if (c !== OPEN_BRACKET && c !== OPEN_BRACE)
        return void 0;
      const json = parseJsonAt(text, i);
      found = json && calls(json.value, input);
      if (!json || !found)
        return void 0;
      end = json.end;
    }
    if (marker !== FUNCTION_CALL) {
      const close2 = skipWs(text, end);
      const closer = marker === TOOL_CALL2 ? TOOL_CALL_END : TOOL_CALL_TOKEN_END;
      if (text.startsWith(closer, close2))
        end = close2 + closer.length;
    }
    return { end, calls: found };
  }
});

// grammars/xlam/dist/index.js
var BARE3 = ["[", "{"];
var TOOL_CALL3 = "<tool_call>";
var TOOL_CALL_END2 = "</tool_call>";
var WRAPPERS2 = [[TOOL_CALL3, TOOL_CALL_END2]];
var ROLE_HEADER = "-> tool/function_call";
var XLAM_OPTIONS = {
  type: "object",
  properties: {
    toolRoleHeader: {
      description: "Strip the role header ` -> tool/function_call` with the bare call list on the next line, where the header opens the text or follows a reasoning block: HyperCLOVA X SEED Think 14B's template opens a tool-call turn with `<|im_start|>assistant -> tool/function_call\u23CE[\u2026]` after the generation prompt `<|im_start|>assistant` (vLLM hyperclovax_seed_think_14b). Off for every other model.",
      type: "boolean",
      default: false
    }
  },
  additionalProperties: false
};
function roleHeaderStart(text, at, input) {
  let i = at;
  while (i > 0 && isLineSpace(text.charCodeAt(i - 1)))
    i--;
  if (i === 0 || text.charCodeAt(i - 1) !== LF)
    return void 0;
  i--;
  if (i > 0 && text.charCodeAt(i - 1) === CR)
    i--;
  const h = i - ROLE_HEADER.length;
  if (h < 0 || !text.startsWith(ROLE_HEADER, h))
    return void 0;
  let s = h;
  while (s > 0 && isLineSpace(text.charCodeAt(s - 1)))
    s--;
  let b = s;
  while (b > 0 && isJsonSpace(text.charCodeAt(b - 1)))
    b--;
  return b === 0 || input.inThink(b - 1) ? s : void 0;
}
var stateOf2 = perInput((input) => ({ skipUntil: -1, reader: jsonReaderOf(input), measuredUntil: -1 }));
function callArray(text, at, state, input) {
  const c = text.charCodeAt(skipWs(text, at + 1));
  if (c !== OPEN_BRACE && c !== OPEN_BRACKET && c !== QUOTE)
    return void 0;
  const r = state.reader.read(at);
  if (!r) {
    if (at >= state.measuredUntil) {
      const extent = duplicateKeyedExtent(text, at);
      state.measuredUntil = extent.end;
      if (extent.json)
        state.skipUntil = Math.max(state.skipUntil, extent.end);
    }
    return void 0;
  }
  const calls3 = callsOf(r.value, CALL_SHAPE, input);
  if (!calls3 || calls3.some((call) => isSchemaShaped(call.arguments, input.schemaOf(call.name)))) {
    state.skipUntil = r.end;
    return void 0;
  }
  return { calls: calls3, end: r.end };
}
function resumeAfter2(covered, at, input) {
  let p = covered + 1;
  for (const [open] of WRAPPERS2) {
    let t = input.indexOf(open, at);
    while (t >= 0 && t < p && input.text.charCodeAt(skipWs(input.text, t + open.length)) !== OPEN_BRACKET)
      t = input.indexOf(open, t + open.length);
    if (t >= 0 && t < p)
      p = t;
  }
  return p > at ? p : at + 1;
}
function resumeFrom(text, at, state) {
  const stop = Math.min(state.measuredUntil, text.length);
  let j = at + 1;
  for (; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === LESS_THAN)
      break;
    if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (state.reader.fails(j))
        continue;
      const d = text.charCodeAt(skipWs(text, j + 1));
      if (d === OPEN_BRACE || d === OPEN_BRACKET || d === QUOTE)
        break;
    }
  }
  return j > at + 1 ? j : void 0;
}
function wrapperAt(text, at) {
  for (const w of WRAPPERS2)
    if (text.startsWith(w[0], at))
      return w;
  return void 0;
}
var xlam = defineGrammar({
  name: "xlam",
  package: "@pi-tool-repair/grammar-xlam",
  host: "^1.0.0",
  markers: ["[", "{", TOOL_CALL3],
  owns: [{ open: TOOL_CALL3, close: TOOL_CALL_END2 }],
  bare: BARE3,
  options: XLAM_OPTIONS,
  scan(text, at, input, options) {
    const state = stateOf2(input);
    if (at < state.skipUntil)
      return state.skipUntil;
    const wrapper = text.charCodeAt(at) === LESS_THAN ? wrapperAt(text, at) : void 0;
    if (wrapper) {
      const [opener, closer] = wrapper;
      const open = skipWs(text, at + opener.length);
      if (text.charCodeAt(open) !== OPEN_BRACKET) {
        const covered2 = bareCoverEnd(input, open, BARE3);
        return covered2 >= 0 ? resumeAfter2(covered2, open, input) : void 0;
      }
      const found2 = callArray(text, open, state, input);
      if (!found2)
        return void 0;
      const close2 = skipWs(text, found2.end);
      const end = text.startsWith(closer, close2) ? close2 + closer.length : found2.end;
      return { end, calls: found2.calls };
    }
    const covered = bareCoverEnd(input, at, BARE3);
    if (covered >= 0)
      return resumeAfter2(covered, at, input);
    const found = callArray(text, at, state, input);
    if (found) {
      const start = options.toolRoleHeader ? roleHeaderStart(text, at, input) : void 0;
      return start === void 0 ? { end: found.end, calls: found.calls } : { start, end: found.end, calls: found.calls };
    }
    if (at < state.skipUntil)
      return state.skipUntil;
    return resumeFrom(text, at, state);
  }
});

// grammars/phi4/dist/index.js
var FUNCTOOLS = "functools";
var END = ["<|end|>"];
var phi4 = defineGrammar({
  name: "phi4",
  package: "@pi-tool-repair/grammar-phi4",
  host: "^1.0.0",
  markers: [FUNCTOOLS],
  owns: [{ open: FUNCTOOLS }],
  scan(text, at, input) {
    const i = skipWs(text, at + FUNCTOOLS.length);
    if (text.charCodeAt(i) !== OPEN_BRACKET)
      return void 0;
    const json = parseJsonAt(text, i);
    const calls3 = json && callsOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input);
    if (!json || !calls3)
      return void 0;
    return { end: pastEndToken(text, json.end, END), calls: calls3 };
  }
});

// grammars/jamba/dist/index.js
var OPEN6 = "<tool_calls>";
var CLOSE5 = "</tool_calls>";
var jamba = defineGrammar({
  name: "jamba",
  package: "@pi-tool-repair/grammar-jamba",
  host: "^1.0.0",
  markers: [OPEN6],
  owns: [{ open: OPEN6, close: CLOSE5 }],
  scan(text, at, input) {
    const i = skipWs(text, at + OPEN6.length);
    if (text.charCodeAt(i) !== OPEN_BRACKET)
      return void 0;
    const json = parseJsonAt(text, i);
    const calls3 = json && callsOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input);
    if (!json || !calls3)
      return keptBlock(input, i, CLOSE5, OPEN6);
    const close2 = skipWs(text, json.end);
    if (text.startsWith(CLOSE5, close2))
      return { end: close2 + CLOSE5.length, calls: calls3 };
    return close2 >= text.length ? { end: json.end, calls: calls3 } : keptBlock(input, i, CLOSE5, OPEN6);
  }
});

// grammars/cohere/dist/index.js
var START = "<|START_ACTION|>";
var END2 = "<|END_ACTION|>";
var END_OF_TURN = "<|END_OF_TURN_TOKEN|>";
var SHAPE2 = { name: ["tool_name"], args: ["parameters"], extra: ["tool_call_id"], argsOptional: true };
function calls2(value, input) {
  if (Array.isArray(value))
    return callsOf(value, SHAPE2, input);
  const one = callOf(value, SHAPE2, input);
  return one ? [one] : void 0;
}
var cohere = defineGrammar({
  name: "cohere",
  package: "@pi-tool-repair/grammar-cohere",
  host: "^1.0.0",
  markers: [START],
  owns: [{ open: START, close: END2 }],
  scan(text, at, input) {
    const i = skipWs(text, at + START.length);
    const c = text.charCodeAt(i);
    if (c !== OPEN_BRACKET && c !== OPEN_BRACE)
      return void 0;
    const json = parseJsonAt(text, i);
    const found = json && calls2(json.value, input);
    if (!json || !found)
      return keptBlock(input, i, END2, START);
    let close2 = skipWs(text, json.end);
    const closed = text.startsWith(END2, close2);
    if (closed)
      close2 = skipWs(text, close2 + END2.length);
    if (text.startsWith(END_OF_TURN, close2))
      return { end: close2 + END_OF_TURN.length, calls: found };
    if (closed)
      return { end: skipWs(text, json.end) + END2.length, calls: found };
    return close2 >= text.length ? { end: json.end, calls: found } : keptBlock(input, i, END2, START);
  }
});

// grammars/internlm/dist/index.js
var START2 = "<|action_start|>";
var PLUGIN = "<|plugin|>";
var END3 = "<|action_end|>";
var SHAPE3 = { name: ["name"], args: ["parameters", "arguments"], argsOptional: true };
var internlm = defineGrammar({
  name: "internlm",
  package: "@pi-tool-repair/grammar-internlm",
  host: "^1.0.0",
  markers: [START2],
  owns: [{ open: START2, close: END3 }],
  scan(text, at, input) {
    const p = skipWs(text, at + START2.length);
    if (!text.startsWith(PLUGIN, p))
      return void 0;
    const i = skipWs(text, p + PLUGIN.length);
    if (text.charCodeAt(i) !== OPEN_BRACE)
      return void 0;
    const json = parseJsonAt(text, i);
    const call = json && callOf(json.value, SHAPE3, input);
    if (!json || !call)
      return keptBlock(input, i, END3, START2);
    const close2 = skipWs(text, json.end);
    if (text.startsWith(END3, close2))
      return { end: close2 + END3.length, calls: [call] };
    return close2 >= text.length ? { end: json.end, calls: [call] } : keptBlock(input, i, END3, START2);
  }
});

// grammars/glm/dist/index.js
var OPEN7 = "<tool_call>";
var CLOSE6 = "</tool_call>";
var KEY = "<arg_key>";
var KEY_CLOSE = "</arg_key>";
var VALUE = "<arg_value>";
var VALUE_CLOSE = "</arg_value>";
var OBSERVATION = "<|observation|>";
var ROLE_END = "<|role_end|>";
var TURN_ENDS = [OBSERVATION, ROLE_END];
var MAX_NAME7 = 128;
var NAME_CHARS = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME7 };
var MAX_KEY = 256;
function isStringArg(schema, key) {
  const types = declaredArgTypes(schema, key);
  if (!types)
    return false;
  for (const t of types)
    if (t !== "string" && t !== "null")
      return false;
  return types.has("string");
}
var GLM_OPTIONS = {
  type: "object",
  properties: {
    jsonLiteralValues: {
      description: 'Read a string parameter written as one JSON string literal (`<arg_value>"Seoul"</arg_value>`) as that string, as HyperCLOVA X SEED Think writes values (vLLM hyperclovax_seed_think). Off for GLM, whose strings are raw text.',
      type: "boolean",
      default: false
    }
  },
  additionalProperties: false
};
function jsonStringLiteral(raw) {
  const value = raw.trim();
  if (value.charCodeAt(0) !== QUOTE)
    return void 0;
  const json = parseJsonAt(value, 0);
  return json && json.end === value.length && typeof json.value === "string" ? json.value : void 0;
}
function decodeGlmValue(raw) {
  const value = raw.trim();
  if (value.length === 0)
    return value;
  if (!numbersExact(value))
    return value;
  const json = parseJsonAt(value, 0);
  if (json && json.end === value.length)
    return json.value;
  const py = parsePythonLiteral(value);
  if (py)
    return py.value;
  return toStructured(value, "array") ?? toStructured(value, "object") ?? value;
}
var GLM_TAGS = keyValueTags({ key: KEY, keyClose: KEY_CLOSE, value: VALUE, valueClose: VALUE_CLOSE, block: OPEN7, end: CLOSE6, maxKey: MAX_KEY, isNameStart: isIdentStart, blankKeys: true });
var SPEC2 = GLM_TAGS.spec;
function scanGlm(text, at, input, options) {
  const read = readToolName(text, skipWs(text, at + OPEN7.length), input, NAME_CHARS);
  if (!read)
    return void 0;
  const name = read.name;
  let i = skipWs(text, read.end);
  if (!text.startsWith(KEY, i) && !text.startsWith(CLOSE6, i))
    return void 0;
  return readGlmCall(text, i, name, input, options) ?? keptBlock(input, at + OPEN7.length, CLOSE6, OPEN7);
}
function readGlmCall(text, from, name, input, options) {
  const declares = declaredKeys(input.schemaOf(name));
  const values = TagValues.of(input, "glm", SPEC2);
  const read = GLM_TAGS.pairs(input, from, (at) => values.valueEnd(at, declares));
  if (read === void 0)
    return void 0;
  const { pairs, end: i } = read;
  if (!text.startsWith(CLOSE6, i))
    return void 0;
  const end = pastEndToken(text, i + CLOSE6.length, TURN_ENDS);
  const schema = input.schemaOf(name);
  const args = {};
  for (const p of pairs) {
    const raw = text.slice(p.from, p.to);
    const value = isStringArg(schema, p.key) ? options.jsonLiteralValues ? jsonStringLiteral(raw) ?? raw : raw : decodeGlmValue(raw);
    if (!setParam(args, p.key, value))
      return void 0;
  }
  return { end, calls: [{ name, arguments: args }] };
}
function glmCallInName(leaked, tools) {
  const first = leaked.indexOf(KEY);
  if (first <= 0)
    return void 0;
  const name = leaked.slice(0, first).trim();
  if (tools.size > 0 ? !tools.has(name) : !isToolName(name))
    return void 0;
  const schema = tools.get(name);
  const args = {};
  for (let i = first; i < leaked.length; ) {
    if (!leaked.startsWith(KEY, i))
      return void 0;
    const keyEnd = leaked.indexOf(KEY_CLOSE, i + KEY.length);
    if (keyEnd < 0)
      return void 0;
    const key = leaked.slice(i + KEY.length, keyEnd).trim();
    if (key.length === 0 || key.length > MAX_KEY || key.includes("<"))
      return void 0;
    const at = skipWs(leaked, keyEnd + KEY_CLOSE.length);
    if (!leaked.startsWith(VALUE, at))
      return void 0;
    const from = at + VALUE.length;
    const to = leaked.indexOf(VALUE_CLOSE, from);
    if (to < 0)
      return void 0;
    const raw = leaked.slice(from, to);
    if (raw.includes(KEY) || raw.includes(VALUE) || raw.includes(KEY_CLOSE))
      return void 0;
    if (!setParam(args, key, isStringArg(schema, key) ? raw : decodeGlmValue(raw)))
      return void 0;
    i = skipWs(leaked, to + VALUE_CLOSE.length);
  }
  return { name, arguments: args };
}
function stripNative2(message, ctx) {
  let content5;
  message.content.forEach((block, index) => {
    const call = block;
    if (typeof block !== "object" || block === null || call.type !== "toolCall" || typeof call.name !== "string")
      return;
    if (!call.name.includes(KEY))
      return;
    const empty = call.arguments === void 0 || isPlainObject(call.arguments) && Object.keys(call.arguments).length === 0;
    if (!empty)
      return;
    const found = glmCallInName(call.name, ctx.tools);
    if (!found)
      return;
    content5 ??= [...message.content];
    content5[index] = { ...call, name: found.name, arguments: found.arguments };
  });
  return content5 ? { ...message, content: content5 } : message;
}
var glm = defineGrammar({
  name: "glm",
  package: "@pi-tool-repair/grammar-glm",
  host: "^1.0.0",
  markers: [OPEN7],
  owns: [{ open: OPEN7, close: CLOSE6 }],
  literals: [KEY_CLOSE],
  options: GLM_OPTIONS,
  scan: scanGlm,
  stripGrammar: stripNative2
});

// grammars/harmony/dist/index.js
var START3 = "<|start|>";
var CHANNEL = "<|channel|>";
var MESSAGE = "<|message|>";
var CONSTRAIN = "<|constrain|>";
var ENDS = ["<|end|>", "<|call|>", "<|return|>"];
var FOREIGN_ENDS = ["<|eom|>", "<|eot|>"];
var NEXT = [START3, CHANNEL];
var MAX_HEADER = 512;
var FUNCTIONS = "functions.";
var CONTINUATION = "to=functions.";
function readHeader(text, at, input) {
  const m = input.indexOf(MESSAGE, at);
  if (m < 0 || m - at > MAX_HEADER)
    return void 0;
  let header = text.slice(at, m);
  if (header.startsWith(START3))
    header = header.slice(START3.length);
  const c = header.indexOf(CHANNEL);
  if (c >= 0)
    header = header.slice(0, c) + " " + header.slice(c + CHANNEL.length);
  const rest = header.split(CONSTRAIN).join(" ");
  if (rest.includes("<|"))
    return void 0;
  return { header: header.split(CONSTRAIN).join(" <|constrain|>"), bodyStart: m + MESSAGE.length };
}
function parseHeader(header, bodyStart) {
  const words = header.split(/\s+/).filter(Boolean);
  let channel = "";
  let recipient;
  let json = false;
  let recipients = 0;
  const roles = /* @__PURE__ */ new Set(["assistant", "user", "system", "developer", "tool"]);
  for (const w of words) {
    if (w.startsWith("to=")) {
      recipient = w.slice(3);
      recipients++;
    } else if (w === "<|constrain|>json" || w === "json")
      json = true;
    else if (w.startsWith("<|constrain|>"))
      continue;
    else if (!channel && !roles.has(w))
      channel = w;
  }
  return { channel, recipient, recipients, json, bodyStart };
}
function toolName2(recipient, glued, input) {
  if (!recipient.startsWith(FUNCTIONS))
    return void 0;
  const name = recipient.slice(FUNCTIONS.length);
  if (!/^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/.test(name) && !isDeclaredTool(name, input))
    return void 0;
  if (glued && name.length > 4 && name.endsWith("json")) {
    const bare = name.slice(0, -4);
    const full = input.isKnownTool(name);
    const short = input.isKnownTool(bare);
    if (short && (!full || !input.schemaOf(name)))
      return bare;
  }
  return name;
}
function bodyEnd(text, from, input) {
  let best = text.length;
  let end = text.length;
  for (const t of ENDS) {
    const p = input.indexOf(t, from);
    if (p >= 0 && p < best) {
      best = p;
      end = p + t.length;
    }
  }
  for (const t of NEXT) {
    const p = input.indexOf(t, from);
    if (p >= 0 && p < best) {
      best = p;
      end = p;
    }
  }
  return { at: best, end };
}
var firstChar = /* @__PURE__ */ new WeakMap();
function atTextStart(text, at, input) {
  let first = firstChar.get(input);
  if (first === void 0)
    firstChar.set(input, first = skipWs(text, 0));
  return first === at;
}
function afterForeignEnd(text, at) {
  let i = at;
  while (i > 0 && isJsonSpace(text.charCodeAt(i - 1)))
    i--;
  return FOREIGN_ENDS.some((e) => i >= e.length && text.startsWith(e, i - e.length));
}
function scanHarmony(text, at, input) {
  const calls3 = [];
  const finals = [];
  let i = at;
  let end = -1;
  if (text.startsWith(CONTINUATION, at) && !atTextStart(text, at, input))
    return void 0;
  if (afterForeignEnd(text, at))
    return void 0;
  for (; ; ) {
    const continued = i === at && text.startsWith(CONTINUATION, i);
    if (!continued && !text.startsWith(START3, i) && !text.startsWith(CHANNEL, i))
      break;
    const h = readHeader(text, i, input);
    if (!h)
      break;
    const msg = parseHeader(h.header, h.bodyStart);
    const name = msg.recipient !== void 0 ? toolName2(msg.recipient, !msg.json, input) : void 0;
    const b = bodyEnd(text, msg.bodyStart, input);
    const foreign = input.indexOfAny(FOREIGN_ENDS, msg.bodyStart);
    if (foreign !== void 0 && foreign.at < b.at)
      break;
    if (msg.recipients > 1) {
    } else if (name !== void 0) {
      const body = text.slice(msg.bodyStart, b.at);
      const json = parseJsonAt(body, 0);
      const whole = json !== void 0 && skipWs(body, json.end) === body.length;
      if (!json || !whole || typeof json.value !== "object" || json.value === null || Array.isArray(json.value)) {
        break;
      }
      if (input.isKnownTool(name))
        calls3.push({ name, arguments: json.value });
    } else if (msg.recipient === void 0 && (msg.channel === "final" || msg.channel === "" || msg.channel === "commentary" && !msg.json)) {
      finals.push(text.slice(msg.bodyStart, b.at).trim());
    }
    const next = b.end;
    end = next;
    i = skipWs(text, next);
  }
  if (end < 0)
    return void 0;
  const replacement = finals.filter(Boolean).join("\n\n");
  return replacement ? { end, calls: calls3, replacement } : { end, calls: calls3 };
}
var HARMONY_TOKENS = /* @__PURE__ */ new Set([START3, CHANNEL, MESSAGE, CONSTRAIN, ...ENDS, "<|startoftext|>", "<|endoftext|>"]);
var CHANNEL_NAMES = /* @__PURE__ */ new Set(["analysis", "commentary", "final"]);
function cleanHarmonyName(name) {
  if (name.length > 512)
    return void 0;
  const names = [];
  let token = "";
  let i = 0;
  while (i < name.length) {
    if (isJsonSpace(name.charCodeAt(i))) {
      i++;
      continue;
    }
    if (name.startsWith("<|", i)) {
      const close2 = name.indexOf("|>", i + 2);
      token = close2 < 0 ? "" : name.slice(i, close2 + 2);
      if (!HARMONY_TOKENS.has(token))
        return void 0;
      i = close2 + 2;
      continue;
    }
    let j = i;
    while (j < name.length && !isJsonSpace(name.charCodeAt(j)) && !name.startsWith("<|", j))
      j++;
    let word = name.slice(i, j);
    const markup = token === CHANNEL && CHANNEL_NAMES.has(word) || token === START3 && word === "assistant" || word === "json";
    if (!markup) {
      if (word.startsWith("to="))
        word = word.slice(3);
      if (word.startsWith(FUNCTIONS))
        word = word.slice(FUNCTIONS.length);
      names.push(word);
    }
    token = "";
    i = j;
  }
  const clean = names.length === 1 ? names[0] : void 0;
  if (clean === void 0 || clean === name || !/^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/.test(clean))
    return void 0;
  return clean;
}
function stripNative3(message, ctx) {
  return renameNativeCalls(message, (leaked) => {
    if (ctx.tools.has(leaked))
      return void 0;
    const name = cleanHarmonyName(leaked);
    if (name === void 0)
      return void 0;
    return (ctx.tools.size > 0 ? ctx.tools.has(name) : leaked.includes("<|")) ? name : void 0;
  });
}
var harmony = defineGrammar({
  name: "harmony",
  package: "@pi-tool-repair/grammar-harmony",
  host: "^1.0.0",
  markers: [START3, CHANNEL, CONTINUATION],
  literals: [MESSAGE, ...ENDS, ...FOREIGN_ENDS],
  scan: scanHarmony,
  stripGrammar: stripNative3
});

// grammars/olmo/dist/index.js
var OPEN8 = "<function_calls>";
var CLOSE7 = "</function_calls>";
var MAX_IDENT = 128;
function identEnd(text, i) {
  if (!isIdentStart(text.charCodeAt(i)))
    return -1;
  let j = i + 1;
  while (j - i <= MAX_IDENT && isIdentChar(text.charCodeAt(j)))
    j++;
  return j - i > MAX_IDENT ? -1 : j;
}
function closesRaw(text, q) {
  let i = skipLineSpace(text, q + 1);
  const c = text.charCodeAt(i);
  if (c === COMMA) {
    i = skipLineSpace(text, i + 1);
    const e = identEnd(text, i);
    if (e < 0)
      return false;
    i = skipLineSpace(text, e);
    return text.charCodeAt(i) === EQUALS && text.charCodeAt(i + 1) !== EQUALS;
  }
  if (c !== CLOSE_PAREN)
    return false;
  i = skipLineSpace(text, i + 1);
  const d = text.charCodeAt(i);
  return i >= text.length || d === LF || d === CR || d === COMMA || d === SEMICOLON || d === CLOSE_BRACKET || text.startsWith(CLOSE7, i);
}
var memo = /* @__PURE__ */ new WeakMap();
function nextClosingQuote(text, from, input) {
  const hit = memo.get(input);
  if (hit && from >= hit.from && (hit.at < 0 || from <= hit.at))
    return hit.at;
  let q = input.indexOf("'", from);
  while (q >= 0 && !closesRaw(text, q))
    q = input.indexOf("'", q + 1);
  memo.set(input, { from, at: q });
  return q;
}
function rawCall(text, at, limit, input) {
  let e = calledNameEnd(text, at, input);
  if (e < 0) {
    e = identEnd(text, at);
    while (e >= 0 && text.charCodeAt(e) === DOT)
      e = identEnd(text, e + 1);
  }
  if (e < 0)
    return void 0;
  const name = text.slice(at, e);
  let i = skipLineSpace(text, e);
  if (text.charCodeAt(i) !== OPEN_PAREN)
    return void 0;
  const keywords = {};
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) === CLOSE_PAREN)
    return { name, keywords, end: i + 1 };
  for (; ; ) {
    const k = identEnd(text, i);
    if (k < 0)
      return void 0;
    const key = text.slice(i, k);
    i = skipLineSpace(text, k);
    if (text.charCodeAt(i) !== EQUALS || text.charCodeAt(i + 1) === EQUALS)
      return void 0;
    i = skipLineSpace(text, i + 1);
    let value;
    if (text.charCodeAt(i) === APOSTROPHE && !text.startsWith("'''", i)) {
      const q = nextClosingQuote(text, i + 1, input);
      if (q < 0 || q >= limit)
        return void 0;
      value = text.slice(i + 1, q);
      i = q + 1;
    } else {
      const v = parsePythonLiteralAt(text, i);
      if (!v || v.end > limit)
        return void 0;
      value = v.value;
      i = v.end;
    }
    if (!setParam(keywords, key, value))
      return void 0;
    i = skipLineSpace(text, i);
    const c = text.charCodeAt(i);
    if (c === CLOSE_PAREN)
      return { name, keywords, end: i + 1 };
    if (c !== COMMA)
      return void 0;
    i = skipLineSpace(text, i + 1);
  }
}
function hasBackslash(input, from, to) {
  const b = input.indexOf("\\", from);
  return b >= 0 && b < to;
}
function sameCall(parsed, raw) {
  return raw.end === parsed.end && raw.name === parsed.name && parsed.positional.length === 0 && jsonEqual(raw.keywords, parsed.keywords);
}
function calledNameEnd(text, at, input) {
  const name = declaredNameAt(text, at, input);
  return name !== void 0 && text.charCodeAt(skipLineSpace(text, at + name.length)) === OPEN_PAREN ? at + name.length : -1;
}
function looksLikeCall(text, i, input) {
  return namedCallAhead(text, i) || calledNameEnd(text, i, input) >= 0;
}
function namedCallAhead(text, i) {
  let j = i;
  while (j < text.length && j - i <= 128 && isNameDotChar(text.charCodeAt(j)))
    j++;
  while (isAsciiSpace(text.charCodeAt(j)))
    j++;
  const c = text.charCodeAt(j);
  if (c !== OPEN_PAREN && c < 128)
    return false;
  return /^[A-Za-z_][A-Za-z0-9_.]{0,127}\s*\(/.test(text.slice(i, i + 160));
}
function isNameDotChar(c) {
  return isIdentChar(c) || c === DOT;
}
function scanOlmo(text, at, input) {
  const closer = input.indexOf(CLOSE7, at + OPEN8.length);
  const next = input.indexOf(OPEN8, at + OPEN8.length);
  const limit = Math.min(closer < 0 ? text.length : closer, next < 0 ? text.length : next);
  let i = skipWs(text, at + OPEN8.length);
  let bracket = false;
  if (text.charCodeAt(i) === OPEN_BRACKET) {
    bracket = true;
    i = skipWs(text, i + 1);
  }
  const calls3 = [];
  let seen = 0;
  const kept = () => keptBlock(input, at + OPEN8.length, CLOSE7, OPEN8);
  for (; ; ) {
    if (bracket && text.charCodeAt(i) === CLOSE_BRACKET) {
      bracket = false;
      i = skipWs(text, i + 1);
    }
    if (text.startsWith(CLOSE7, i)) {
      i += CLOSE7.length;
      break;
    }
    if (i >= text.length) {
      if (seen === 0 || bracket)
        return void 0;
      break;
    }
    if (!looksLikeCall(text, i, input))
      return seen > 0 ? kept() : void 0;
    seen++;
    const parsed = parsePythonCallAt(text, i, input);
    const raw = parsed === void 0 || hasBackslash(input, i, parsed.end) ? rawCall(text, i, limit, input) : void 0;
    if (parsed && raw && !sameCall(parsed, raw))
      return kept();
    const call = parsed;
    if (call) {
      if (call.positional.length === 0)
        calls3.push({ name: call.name, arguments: call.keywords });
      i = call.end;
    } else if (raw) {
      calls3.push({ name: raw.name, arguments: raw.keywords });
      i = raw.end;
    } else {
      const nl = input.indexOf("\n", i);
      if (nl < 0)
        return kept();
      i = nl;
    }
    i = skipWs(text, i);
    if (text.charCodeAt(i) === COMMA || text.charCodeAt(i) === SEMICOLON)
      i = skipWs(text, i + 1);
  }
  if (calls3.length === 0)
    return seen > 0 ? kept() : void 0;
  return { end: i, calls: calls3 };
}
var olmo = defineGrammar({
  name: "olmo",
  package: "@pi-tool-repair/grammar-olmo",
  host: "^1.0.0",
  markers: [OPEN8],
  owns: [{ open: OPEN8, close: CLOSE7 }],
  scan: scanOlmo
});

// grammars/gemma/dist/index.js
var FG_OPEN = "<start_function_call>";
var FG_CLOSE = "<end_function_call>";
var FG_RESPONSE = "<start_function_response>";
var G4_OPEN = "<|tool_call>";
var G4_CLOSE = "<tool_call|>";
var G4_RESPONSE = "<|tool_response>";
var CALL = "call:";
var THOUGHT_OPEN = "<|channel>";
var THOUGHT_CLOSE = "<channel|>";
var QUOTES = ["<escape>", '<|"|>'];
var MAX_NAME8 = 128;
var MAX_KEY2 = 256;
var MAX_BARE = 4096;
var MAX_DEPTH3 = 256;
var Fail = class extends Error {
};
var FAIL = new Fail();
var NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
function bareValue(raw) {
  const s = raw.trim();
  if (s === "true" || s === "True")
    return true;
  if (s === "false" || s === "False")
    return false;
  if (s === "null" || s === "None")
    return null;
  if (s.length <= 64 && NUMBER.test(s)) {
    const n = Number(s);
    if (Number.isFinite(n))
      return n;
  }
  return s;
}
var Reader = class {
  text;
  input;
  constructor(text, input) {
    this.text = text;
    this.input = input;
  }
  quoted(i) {
    for (const q of QUOTES) {
      if (!this.text.startsWith(q, i))
        continue;
      const close2 = this.input.indexOf(q, i + q.length);
      if (close2 < 0)
        throw FAIL;
      return { value: this.text.slice(i + q.length, close2), end: close2 + q.length, delimited: true };
    }
    return void 0;
  }
  value(i, depth) {
    if (depth > MAX_DEPTH3)
      throw FAIL;
    i = skipWs(this.text, i);
    const q = this.quoted(i);
    if (q)
      return q;
    const c = this.text.charCodeAt(i);
    if (c === OPEN_BRACE)
      return this.object(i, depth);
    if (c === OPEN_BRACKET)
      return this.array(i, depth);
    if (c === QUOTE) {
      const s = readJsonString(this.text, i);
      if (!s)
        throw FAIL;
      return s;
    }
    let j = i;
    while (j < this.text.length && j - i <= MAX_BARE) {
      const d = this.text.charCodeAt(j);
      if (d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET)
        break;
      if (d === LESS_THAN && this.text.charCodeAt(j + 1) === PIPE)
        throw FAIL;
      j++;
    }
    if (j >= this.text.length || j - i > MAX_BARE)
      throw FAIL;
    const raw = this.text.slice(i, j);
    if (raw.trim().length === 0)
      throw FAIL;
    return { value: bareValue(raw), end: j };
  }
  key(i) {
    const q = this.quoted(i);
    if (q)
      return { key: String(q.value), end: q.end };
    if (this.text.charCodeAt(i) === QUOTE) {
      const s = readJsonString(this.text, i);
      if (!s)
        throw FAIL;
      return { key: String(s.value), end: s.end };
    }
    let j = i;
    while (j < this.text.length && j - i <= MAX_KEY2) {
      const d = this.text.charCodeAt(j);
      if (d === COLON)
        break;
      if (d === COMMA || d === OPEN_BRACE || d === CLOSE_BRACE || d === OPEN_BRACKET || d === CLOSE_BRACKET || d === LESS_THAN || d === QUOTE)
        throw FAIL;
      j++;
    }
    if (this.text.charCodeAt(j) !== COLON)
      throw FAIL;
    const key = this.text.slice(i, j).trim();
    if (!key)
      throw FAIL;
    return { key, end: j };
  }
  object(i, depth) {
    const out = {};
    i = skipWs(this.text, i + 1);
    if (this.text.charCodeAt(i) === CLOSE_BRACE)
      return { value: out, end: i + 1 };
    for (; ; ) {
      const k = this.key(i);
      i = skipWs(this.text, k.end);
      if (this.text.charCodeAt(i) !== COLON)
        throw FAIL;
      const v = this.value(i + 1, depth + 1);
      if (!setParam(out, k.key, v.value))
        throw FAIL;
      i = skipWs(this.text, v.end);
      const c = this.text.charCodeAt(i);
      if (c === COMMA) {
        i = skipWs(this.text, i + 1);
        if (this.text.charCodeAt(i) === CLOSE_BRACE)
          return { value: out, end: i + 1 };
        continue;
      }
      if (c === CLOSE_BRACE)
        return { value: out, end: i + 1 };
      if (v.delimited)
        continue;
      throw FAIL;
    }
  }
  array(i, depth) {
    const out = [];
    i = skipWs(this.text, i + 1);
    if (this.text.charCodeAt(i) === CLOSE_BRACKET)
      return { value: out, end: i + 1 };
    for (; ; ) {
      const v = this.value(i, depth + 1);
      out.push(v.value);
      i = skipWs(this.text, v.end);
      const c = this.text.charCodeAt(i);
      if (c === COMMA) {
        i = skipWs(this.text, i + 1);
        if (this.text.charCodeAt(i) === CLOSE_BRACKET)
          return { value: out, end: i + 1 };
        continue;
      }
      if (c === CLOSE_BRACKET)
        return { value: out, end: i + 1 };
      throw FAIL;
    }
  }
};
var NAME3 = { start: isIdentStart, char: isNameChar, max: MAX_NAME8 };
function scanBlock7(text, at, open, close2, response, input) {
  const reader = new Reader(text, input);
  const calls3 = [];
  let i = skipWs(text, at + open.length);
  const kept = text.startsWith(CALL, i) ? () => keptBlock(input, at + open.length, close2, open) : () => void 0;
  try {
    for (; ; ) {
      if (!text.startsWith(CALL, i))
        return kept();
      i += CALL.length;
      const read = readToolName(text, i, input, NAME3);
      if (!read)
        return kept();
      const name = read.name;
      i = read.end;
      i = skipWs(text, i);
      if (text.charCodeAt(i) !== OPEN_BRACE)
        return kept();
      const args = reader.object(i, 0);
      calls3.push({ name, arguments: args.value });
      i = skipWs(text, args.end);
      if (text.charCodeAt(i) === COMMA)
        i = skipWs(text, i + 1);
      if (text.startsWith(close2, i)) {
        i += close2.length;
        break;
      }
    }
  } catch (e) {
    if (e instanceof Fail || e instanceof RangeError)
      return kept();
    throw e;
  }
  const r = skipWs(text, i);
  if (text.startsWith(response, r))
    i = r + response.length;
  return { end: i, calls: calls3 };
}
var thoughtSpans = perInput((input) => tagSpans(input, THOUGHT_OPEN, THOUGHT_CLOSE).filter(([a]) => !input.isInert(a)));
var gemma = defineGrammar({
  name: "gemma",
  package: "@pi-tool-repair/grammar-gemma",
  host: "^1.0.0",
  markers: [FG_OPEN, G4_OPEN],
  literals: [FG_CLOSE, G4_CLOSE, THOUGHT_OPEN, THOUGHT_CLOSE, ...QUOTES],
  scan(text, at, input) {
    const fg = text.startsWith(FG_OPEN, at);
    if (!text.startsWith(CALL, skipWs(text, at + (fg ? FG_OPEN : G4_OPEN).length)))
      return void 0;
    if (input.kind === "text" && inRanges(thoughtSpans(input), at))
      return void 0;
    if (fg)
      return scanBlock7(text, at, FG_OPEN, FG_CLOSE, FG_RESPONSE, input);
    return scanBlock7(text, at, G4_OPEN, G4_CLOSE, G4_RESPONSE, input);
  }
});

// grammars/hunyuan/dist/index.js
var OPEN9 = "<tool_calls>";
var OPEN_SUFFIXED = "<tool_calls:";
var MAX_NAME9 = 128;
var MAX_KEY3 = 256;
var MAX_SUFFIX = 64;
function isSuffixChar(c) {
  return isQualifiedNameChar(c) && c !== COLON;
}
var tagsBySuffix = /* @__PURE__ */ new Map();
function tagsOf(suffix) {
  const made = tagsBySuffix.get(suffix);
  if (made)
    return made;
  const t = (name) => `<${name}${suffix}>`;
  const c = (name) => `</${name}${suffix}>`;
  const tags = {
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
    spec: void 0,
    kv: void 0
  };
  tags.kv = valueSpec(tags);
  tags.spec = tags.kv.spec;
  tagsBySuffix.set(suffix, tags);
  return tags;
}
function valueSpec(tags) {
  return keyValueTags({
    key: tags.key,
    keyClose: tags.keyClose,
    value: tags.value,
    valueClose: tags.valueClose,
    block: tags.call,
    end: tags.callClose,
    maxKey: MAX_KEY3,
    isNameStart: isIdentStart,
    endsBlock(text, at) {
      const j = skipWs(text, at + tags.callClose.length);
      return j === text.length || text.startsWith(tags.call, j) || text.startsWith(tags.callsClose, j);
    }
  });
}
function suffixAt(text, at) {
  if (text.startsWith(OPEN9, at))
    return "";
  if (!text.startsWith(OPEN_SUFFIXED, at))
    return void 0;
  const from = at + OPEN_SUFFIXED.length;
  let i = from;
  while (i < text.length && i - from < MAX_SUFFIX && isSuffixChar(text.charCodeAt(i)))
    i++;
  if (i === from || text.charCodeAt(i) !== GREATER_THAN)
    return void 0;
  return text.slice(from - 1, i);
}
var suffixedThink = perInput((input) => {
  const bySuffix = /* @__PURE__ */ new Map();
  return (tags) => {
    let spans = bySuffix.get(tags.suffix);
    if (spans)
      return spans;
    spans = tags.suffix !== "" ? tagSpans(input, tags.think, tags.thinkClose) : [];
    bySuffix.set(tags.suffix, spans);
    return spans;
  };
});
function decodeHunyuanValue(raw, types) {
  if (!types)
    return raw;
  const value = raw.trim();
  if (types.has("boolean")) {
    const lower = value.toLowerCase();
    if (lower === "true")
      return true;
    if (lower === "false")
      return false;
  }
  const numeric = types.has("integer") || types.has("number");
  const structured2 = types.has("object") || types.has("array");
  if ((numeric || structured2 || types.has("null") && !types.has("string")) && value.length > 0 && numbersExact(value)) {
    const json = parseJsonAt(value, 0);
    if (json && json.end === value.length) {
      const v = json.value;
      const ok = typeof v === "number" && numeric || v !== null && typeof v === "object" && structured2 || v === null && types.has("null");
      if (ok)
        return v;
    }
  }
  return raw;
}
var NAME4 = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME9 };
function scanCall(text, at, input, tags) {
  const read = readToolName(text, skipWs(text, at + tags.call.length), input, NAME4);
  if (!read)
    return void 0;
  const name = read.name;
  let i = skipWs(text, read.end);
  if (text.startsWith(tags.sep, i))
    i = skipWs(text, i + tags.sep.length);
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const values = TagValues.of(input, `hunyuan${tags.suffix}`, tags.spec);
  const block = tags.kv.pairs(input, i, (from) => values.valueEnd(from, declares));
  if (block === void 0)
    return void 0;
  const pairs = block.pairs;
  i = block.end;
  if (!text.startsWith(tags.callClose, i))
    return void 0;
  const args = {};
  for (const p of pairs) {
    if (!setParam(args, p.key, decodeHunyuanValue(text.slice(p.from, p.to), declaredArgTypes(schema, p.key))))
      return void 0;
  }
  return { end: i + tags.callClose.length, name, args };
}
function scanHunyuan(text, at, input) {
  const suffix = suffixAt(text, at);
  if (suffix === void 0)
    return void 0;
  const tags = tagsOf(suffix);
  const body = skipWs(text, at + tags.calls.length);
  if (!text.startsWith(tags.call, body))
    return void 0;
  if (inRanges(suffixedThink(input)(tags), at))
    return void 0;
  const kept = () => text.startsWith(tags.call, body) ? keptBlock(input, body, tags.callsClose, tags.calls) : void 0;
  let i = body;
  const calls3 = [];
  while (text.startsWith(tags.call, i)) {
    const call = scanCall(text, i, input, tags);
    if (!call)
      return kept();
    calls3.push({ name: call.name, arguments: call.args });
    i = skipWs(text, call.end);
  }
  if (calls3.length === 0)
    return void 0;
  if (i === text.length)
    return { end: i, calls: calls3 };
  if (!text.startsWith(tags.callsClose, i))
    return kept();
  return { end: i + tags.callsClose.length, calls: calls3 };
}
var hunyuan = defineGrammar({
  name: "hunyuan",
  package: "@pi-tool-repair/grammar-hunyuan",
  host: "^1.0.0",
  markers: [OPEN9, OPEN_SUFFIXED],
  owns: [
    { open: OPEN9, close: "</tool_calls>" },
    { open: OPEN_SUFFIXED, close: "</tool_calls:" }
  ],
  literals: ["<tool_call>", "</tool_call>", "<arg_key>", "</arg_key>", "<arg_value>", "</arg_value>", "<tool_call:", "</arg_value:"],
  scan: scanHunyuan
});

// grammars/longcat/dist/index.js
var OPEN10 = "<longcat_tool_call>";
var CLOSE8 = "</longcat_tool_call>";
var KEY2 = "<longcat_arg_key>";
var KEY_CLOSE2 = "</longcat_arg_key>";
var VALUE2 = "<longcat_arg_value>";
var VALUE_CLOSE2 = "</longcat_arg_value>";
var THINK = "<longcat_think>";
var THINK_CLOSE = "</longcat_think>";
var MAX_NAME10 = 128;
var NAME_CHARS2 = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME10 };
var longcatThink = perInput((input) => tagSpans(input, THINK, THINK_CLOSE));
var MAX_KEY4 = 256;
var TAGS = keyValueTags({ key: KEY2, keyClose: KEY_CLOSE2, value: VALUE2, valueClose: VALUE_CLOSE2, block: OPEN10, end: CLOSE8, maxKey: MAX_KEY4, isNameStart: isIdentStart });
function longcatValue(raw, types) {
  if (!types || types.has("string"))
    return raw;
  const v = raw.trim();
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v))
    return void 0;
  return typeByOrder(v, types);
}
function readKeyValueCall(text, from, input) {
  const read = readToolName(text, skipWs(text, from), input, NAME_CHARS2);
  if (!read)
    return void 0;
  const name = read.name;
  const i = skipWs(text, read.end);
  if (!text.startsWith(KEY2, i) && !text.startsWith(CLOSE8, i))
    return void 0;
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const values = TagValues.of(input, "longcat", TAGS.spec);
  const block = TAGS.pairs(input, i, (at) => values.valueEnd(at, declares));
  if (block === void 0 || !text.startsWith(CLOSE8, block.end))
    return void 0;
  const args = {};
  for (const p of block.pairs) {
    const value = longcatValue(text.slice(p.from, p.to), declaredArgTypes(schema, p.key));
    if (value === void 0 || !setParam(args, p.key, value))
      return void 0;
  }
  return { end: block.end + CLOSE8.length, calls: [{ name, arguments: args }] };
}
var longcat = defineGrammar({
  name: "longcat",
  package: "@pi-tool-repair/grammar-longcat",
  host: "^1.0.0",
  markers: [OPEN10],
  // JSON inside OPEN … CLOSE is this grammar's: bare-JSON grammars (llama, xlam) leave it alone
  owns: [{ open: OPEN10, close: CLOSE8 }],
  literals: [KEY2, KEY_CLOSE2, VALUE_CLOSE2, THINK, THINK_CLOSE],
  scan(text, at, input) {
    if (inRanges(longcatThink(input), at))
      return void 0;
    const body = at + OPEN10.length;
    return jsonCallBlock(text, body, CLOSE8, input) ?? readKeyValueCall(text, body, input) ?? keptBlock(input, body, CLOSE8, OPEN10);
  }
});

// grammars/gigachat/dist/index.js
var INLINE = "<|function_call|>";
var ROLE = "function call<|role_sep|>";
var MESSAGE_SEP = "<|message_sep|>";
var ENDS2 = [MESSAGE_SEP, "</s>"];
var MAX_GAP = 4;
function roleStart(text, at) {
  let i = at;
  while (i > 0 && at - i < MAX_GAP && (text.charCodeAt(i - 1) === LF || text.charCodeAt(i - 1) === SPACE))
    i--;
  return text.startsWith(MESSAGE_SEP, i - MESSAGE_SEP.length) ? i - MESSAGE_SEP.length : at;
}
function nextMarker(input, from) {
  const a = input.indexOf(INLINE, from);
  const b = input.indexOf(ROLE, from);
  if (a < 0)
    return b < 0 ? input.text.length : b;
  return b < 0 ? a : Math.min(a, b);
}
function callEnd(text, end) {
  const j = skipWs(text, end);
  if (j >= text.length)
    return end;
  for (const e of ENDS2)
    if (text.startsWith(e, j))
      return j + e.length;
  return void 0;
}
function backToBackEnd(text, from, input) {
  const run2 = runs(input);
  for (; ; ) {
    const j = skipWs(text, from);
    run2.until = j;
    if (!text.startsWith(INLINE, j))
      return run2.end = void 0;
    const k = skipWs(text, j + INLINE.length);
    if (text.charCodeAt(k) !== OPEN_BRACE)
      return run2.end = void 0;
    const json = parseJsonAtRawControls(text, k, nextMarker(input, k));
    if (!json)
      return run2.end = void 0;
    const end = callEnd(text, json.end);
    if (end !== void 0)
      return run2.end = end;
    from = json.end;
  }
}
var runs = perInput((_input) => ({ until: -1, end: void 0 }));
var gigachat = defineGrammar({
  name: "gigachat",
  package: "@pi-tool-repair/grammar-gigachat",
  host: "^1.0.0",
  markers: [INLINE, ROLE],
  // the call's JSON is this grammar's up to the end of the turn: bare-JSON grammars (llama, xlam) leave it alone
  owns: [
    { open: INLINE, close: MESSAGE_SEP },
    { open: ROLE, close: MESSAGE_SEP }
  ],
  scan(text, at, input) {
    const run2 = runs(input);
    if (at < run2.until)
      return run2.end;
    const role = text.startsWith(ROLE, at);
    const i = skipWs(text, at + (role ? ROLE.length : INLINE.length));
    if (text.charCodeAt(i) !== OPEN_BRACE)
      return void 0;
    const json = parseJsonAtRawControls(text, i, nextMarker(input, i));
    if (!json)
      return void 0;
    const start = role ? roleStart(text, at) : at;
    const end = callEnd(text, json.end);
    if (end === void 0) {
      const run3 = backToBackEnd(text, json.end, input);
      return run3 === void 0 ? void 0 : { start, end: run3, calls: [], keep: true };
    }
    const call = callOf(json.value, CALL_SHAPE, input);
    if (!call)
      return { start, end, calls: [], keep: true };
    return { start, end, calls: [call] };
  }
});

// grammars/lmstudio/dist/index.js
var OPEN11 = "[TOOL_REQUEST]";
var CLOSE9 = "[END_TOOL_REQUEST]";
var lmstudio = defineGrammar({
  name: "lmstudio",
  package: "@pi-tool-repair/grammar-lmstudio",
  host: "^1.0.0",
  markers: [OPEN11],
  // JSON inside OPEN … CLOSE is this grammar's: bare-JSON grammars (llama, xlam) leave it alone
  owns: [{ open: OPEN11, close: CLOSE9 }],
  scan(text, at, input) {
    if (at > 0 && text.charCodeAt(at - 1) === LESS_THAN)
      return void 0;
    return jsonCallBlock(text, at + OPEN11.length, CLOSE9, input) ?? keptBlock(input, at + OPEN11.length, CLOSE9, OPEN11);
  }
});

// grammars/nemotron/dist/index.js
var OPEN12 = "<TOOLCALL>";
var CLOSE10 = "</TOOLCALL>";
var TURN_ENDS2 = ["<SPECIAL_12>", "<|eot_id|>"];
function callsIn(value, input) {
  if (Array.isArray(value))
    return callsOf(value, CALL_SHAPE, input);
  const call = callOf(value, CALL_SHAPE, input);
  return call ? [call] : void 0;
}
function definesTools(calls3, input) {
  for (const c of calls3)
    if (isSchemaShaped(c.arguments, input.schemaOf(c.name)))
      return true;
  return false;
}
var nemotron = defineGrammar({
  name: "nemotron",
  package: "@pi-tool-repair/grammar-nemotron",
  host: "^1.0.0",
  markers: [OPEN12],
  owns: [{ open: OPEN12, close: CLOSE10 }],
  literals: TURN_ENDS2,
  scan(text, at, input) {
    const i = skipWs(text, at + OPEN12.length);
    const c = text.charCodeAt(i);
    if (c !== OPEN_BRACKET && c !== OPEN_BRACE)
      return void 0;
    const json = parseJsonAt(text, i);
    const calls3 = json && callsIn(json.value, input);
    if (!json || !calls3 || definesTools(calls3, input))
      return keptBlock(input, i, CLOSE10, OPEN12);
    const close2 = skipWs(text, json.end);
    if (text.startsWith(CLOSE10, close2))
      return { end: pastEndToken(text, close2 + CLOSE10.length, TURN_ENDS2), calls: calls3 };
    return close2 >= text.length ? { end: json.end, calls: calls3 } : keptBlock(input, i, CLOSE10, OPEN12);
  }
});

// grammars/apertus/dist/index.js
var OPEN13 = "<|tools_prefix|>";
var CLOSE11 = "<|tools_suffix|>";
function apertusCall(value, input) {
  if (!isRecord(value))
    return void 0;
  let name;
  for (const key in value) {
    if (!Object.hasOwn(value, key))
      continue;
    if (name !== void 0)
      return void 0;
    name = key;
  }
  if (name === void 0 || !acceptsToolName(name, input))
    return void 0;
  const args = decodeArguments(value[name]);
  return args ? { name, arguments: args } : void 0;
}
function readCalls(text, i, input) {
  const json = parseJsonAt(text, i);
  if (!json || !Array.isArray(json.value) || json.value.length === 0)
    return void 0;
  const calls3 = [];
  for (const item of json.value) {
    const call = apertusCall(item, input);
    if (!call)
      return void 0;
    calls3.push(call);
  }
  const close2 = skipWs(text, json.end);
  if (!text.startsWith(CLOSE11, close2))
    return void 0;
  return { end: close2 + CLOSE11.length, calls: calls3 };
}
var apertus = defineGrammar({
  name: "apertus",
  package: "@pi-tool-repair/grammar-apertus",
  host: "^1.0.0",
  markers: [OPEN13],
  owns: [{ open: OPEN13, close: CLOSE11 }],
  meta: {
    description: 'Apertus tool calls (<|tools_prefix|>[{"NAME": {\u2026}}]<|tools_suffix|>)',
    variants: [{ name: "apertus", models: ["apertus"], markers: [OPEN13] }],
    docs: "https://huggingface.co/swiss-ai/Apertus-8B-Instruct-2509"
  },
  scan(text, at, input) {
    const i = skipWs(text, at + OPEN13.length);
    if (text.charCodeAt(i) !== OPEN_BRACKET)
      return void 0;
    const calls3 = readCalls(text, i, input);
    return calls3 ?? keptBlock(input, i, CLOSE11, OPEN13);
  }
});

// grammars/lfm2/dist/index.js
var OPEN14 = "<|tool_call_start|>";
var CLOSE12 = "<|tool_call_end|>";
var RAW_LINES = { lineBreaksInStrings: true };
var IM_END2 = ["<|im_end|>"];
function endOf(text, close2) {
  return pastEndToken(text, close2 + CLOSE12.length, IM_END2);
}
function hasBackslash2(input, from, to) {
  const b = input.indexOf("\\", from);
  return b >= 0 && b < to;
}
function bareCall(text, i, input) {
  const one = pythonKeywordCall(text, i, input, RAW_LINES);
  if (!one)
    return keptCall(text, i, input);
  if (hasBackslash2(input, i, one.end))
    return keptCall(text, i, input);
  const close2 = skipWs(text, one.end);
  if (!text.startsWith(CLOSE12, close2))
    return keptCall(text, i, input);
  return { end: endOf(text, close2), calls: [one.call] };
}
function keptCall(text, i, input) {
  const declared = declaredNameAt(text, i, input);
  let j = declared === void 0 ? i : i + declared.length;
  while (isIdentChar(text.charCodeAt(j)) || text.charCodeAt(j) === DOT)
    j++;
  return text.charCodeAt(skipWs(text, j)) === OPEN_PAREN ? keptBlock(input, i, CLOSE12, OPEN14) : void 0;
}
var lfm2 = defineGrammar({
  name: "lfm2",
  package: "@pi-tool-repair/grammar-lfm2",
  host: "^1.0.0",
  markers: [OPEN14],
  owns: [{ open: OPEN14, close: CLOSE12 }],
  scan(text, at, input) {
    const i = skipWs(text, at + OPEN14.length);
    if (isIdentStart(text.charCodeAt(i)) || declaredNameAt(text, i, input) !== void 0)
      return bareCall(text, i, input);
    if (text.charCodeAt(i) !== OPEN_BRACKET)
      return void 0;
    const kept = () => isIdentStart(text.charCodeAt(skipWs(text, i + 1))) ? keptBlock(input, i, CLOSE12, OPEN14) : void 0;
    const list = pythonCallList(text, i, input, RAW_LINES);
    if (!list)
      return kept();
    if (hasBackslash2(input, i, list.end))
      return kept();
    const close2 = skipWs(text, list.end);
    if (!text.startsWith(CLOSE12, close2))
      return kept();
    return { end: endOf(text, close2), calls: list.calls };
  }
});

// grammars/openpangu/dist/index.js
var OPEN15 = "<|tool_call_start|>";
var CLOSE13 = "<|tool_call_end|>";
var openpangu = defineGrammar({
  name: "openpangu",
  package: "@pi-tool-repair/grammar-openpangu",
  host: "^1.0.0",
  markers: [OPEN15],
  owns: [{ open: OPEN15, close: CLOSE13 }],
  scan(text, at, input) {
    const i = skipWs(text, at + OPEN15.length);
    if (text.charCodeAt(i) !== OPEN_BRACKET || text.charCodeAt(skipWs(text, i + 1)) !== OPEN_BRACE)
      return void 0;
    const json = parseJsonAt(text, i);
    const calls3 = json && callsOf(json.value, CALL_SHAPE, input);
    const close2 = json ? skipWs(text, json.end) : -1;
    if (calls3 && text.startsWith(CLOSE13, close2))
      return { end: close2 + CLOSE13.length, calls: calls3 };
    return keptBlock(input, i, CLOSE13, OPEN15);
  }
});

// grammars/solar/dist/index.js
var CALLS = "<|tool_calls|>";
var CALLS_END2 = "<|calls|>";
var BEGIN = "<|tool_call:begin|>";
var NAME5 = "<|tool_call:name|>";
var ARGS2 = "<|tool_call:args|>";
var END4 = "<|tool_call:end|>";
var START4 = "<|tool_call:start|>";
var ARG_START = "<|tool_arg:start|>";
var ARG_VALUE = "<|tool_arg:value|>";
var ARG_END = "<|tool_arg:end|>";
var MAX_FIELD = 256;
function fieldEnd(text, i, marker) {
  for (let j = i; j < text.length && j - i <= MAX_FIELD; j++) {
    if (text.startsWith(marker, j))
      return j;
    const c = text.charCodeAt(j);
    if (c === LF || c === CR || c === LESS_THAN)
      return -1;
  }
  return -1;
}
function readOpenCall(text, at, input) {
  const idEnd = fieldEnd(text, at + BEGIN.length, NAME5);
  if (idEnd < 0)
    return void 0;
  const nameStart = idEnd + NAME5.length;
  const nameEnd = fieldEnd(text, nameStart, ARGS2);
  if (nameEnd < 0)
    return void 0;
  const name = text.slice(nameStart, nameEnd).trim();
  if (!acceptsToolName(name, input))
    return void 0;
  const i = skipWs(text, nameEnd + ARGS2.length);
  if (text.charCodeAt(i) !== OPEN_BRACE)
    return void 0;
  const json = parseJsonAt(text, i);
  const args = json && decodeArguments(json.value);
  if (!json || !args)
    return void 0;
  const close2 = skipWs(text, json.end);
  if (!text.startsWith(END4, close2))
    return void 0;
  return { call: { name, arguments: args }, end: close2 + END4.length };
}
function open2Name(text, at, input) {
  const from = at + START4.length;
  const nl = text.indexOf("\n", from);
  if (nl < 0 || nl - from > MAX_FIELD)
    return void 0;
  const name = text.slice(from, nl).trim();
  return acceptsToolName(name, input) ? { name, end: nl + 1 } : void 0;
}
function argKey(text, at) {
  const from = at + ARG_START.length;
  const to = fieldEnd(text, from, ARG_VALUE);
  if (to < 0)
    return void 0;
  const name = text.slice(from, to).trim();
  return name ? { name, end: to + ARG_VALUE.length } : void 0;
}
var SPEC3 = {
  open: ARG_START,
  close: ARG_END,
  end: END4,
  block: START4,
  isBlock: (text, at) => open2Name(text, at) !== void 0,
  nameAt: (text, at) => argKey(text, at)?.name,
  endsBlock: () => true,
  after(text, at, tags) {
    const j = skipWs(text, at + ARG_END.length);
    if (text.startsWith(ARG_START, j))
      return argKey(text, j)?.name;
    return text.startsWith(END4, j) && tags.isTerminal(j) || void 0;
  }
};
function readOpen2Call(text, head, input) {
  const schema = input.schemaOf(head.name);
  const declares = declaredKeys(schema);
  const args = {};
  let i = head.end;
  for (; ; ) {
    i = skipWs(text, i);
    if (text.startsWith(END4, i))
      break;
    if (!text.startsWith(ARG_START, i))
      return void 0;
    const key = argKey(text, i);
    if (!key)
      return void 0;
    const to = TagValues.of(input, "solar-open2", SPEC3).valueEnd(key.end, declares);
    if (to < 0)
      return void 0;
    if (!setParam(args, key.name, typeByOrder(text.slice(key.end, to), typesOf(schema, key.name))))
      return void 0;
    i = to + ARG_END.length;
  }
  return { end: i + END4.length, calls: [{ name: head.name, arguments: args }] };
}
var solar = defineGrammar({
  name: "solar",
  package: "@pi-tool-repair/grammar-solar",
  host: "^1.0.0",
  markers: [CALLS, BEGIN, START4],
  owns: [
    { open: CALLS, close: CALLS_END2 },
    { open: BEGIN, close: END4 },
    { open: START4, close: END4 }
  ],
  literals: [NAME5, ARGS2, END4, ARG_START, ARG_VALUE, ARG_END, CALLS_END2],
  meta: {
    description: "Upstage Solar Open tool calls (<|tool_call:begin|>\u2026<|tool_call:args|>{\u2026}) and Solar Open 2 key/value calls (<|tool_call:start|>)",
    variants: [
      { name: "solar-open", markers: [CALLS, BEGIN] },
      { name: "solar-open-2", markers: [START4] }
    ]
  },
  scan(text, at, input) {
    if (text.startsWith(START4, at)) {
      const head = open2Name(text, at, input);
      return head && (readOpen2Call(text, head, input) ?? keptBlock(input, at + START4.length, END4, START4));
    }
    const from = text.startsWith(CALLS, at) ? at + CALLS.length : at;
    if (!text.startsWith(BEGIN, skipWs(text, from)))
      return void 0;
    const list = callList(text, from, CALLS_END2, (i) => text.startsWith(BEGIN, i), (i) => readOpenCall(text, i, input));
    return list && { end: list.end, calls: list.calls };
  }
});

// grammars/llamacpp-generic/dist/index.js
var BARE4 = ["{"];
var KEY3 = '"tool_call';
var stateOf3 = perInput((input) => ({ reader: jsonReaderOf(input), skipUntil: -1 }));
function envelopeCalls(value, input) {
  if (!isRecord(value))
    return void 0;
  const keys = Object.keys(value);
  if (keys.length !== 1)
    return void 0;
  if (keys[0] === "tool_calls")
    return callsOf(value.tool_calls, CALL_SHAPE, input);
  if (keys[0] !== "tool_call")
    return void 0;
  const one = callOf(value.tool_call, CALL_SHAPE, input);
  return one ? [one] : void 0;
}
var llamacppGeneric = defineGrammar({
  name: "llamacpp-generic",
  package: "@pi-tool-repair/grammar-llamacpp-generic",
  host: "^1.0.0",
  markers: BARE4,
  bare: BARE4,
  scan(_text, at, input) {
    const state = stateOf3(input);
    if (at < state.skipUntil)
      return state.skipUntil;
    if (input.indexOf(KEY3, at) < 0)
      return input.text.length;
    const covered = bareCoverEnd(input, at, BARE4);
    if (covered >= 0)
      return covered + 1 > at ? covered + 1 : at + 1;
    const read = state.reader.read(at);
    if (!read)
      return void 0;
    const calls3 = envelopeCalls(read.value, input);
    if (calls3)
      return { end: read.end, calls: calls3 };
    state.skipUntil = read.end;
    return read.end;
  }
});

// grammars/k2-horizon/dist/index.js
var CALLS2 = "<ifm|tool_calls>";
var CALLS_CLOSE = "</ifm|tool_calls>";
var CALL2 = "<ifm|tool_call>";
var CALL_CLOSE = "</ifm|tool_call>";
var KEY4 = "<ifm|arg_key>";
var KEY_CLOSE3 = "</ifm|arg_key>";
var TYPE = "<ifm|arg_type>";
var TYPE_CLOSE = "</ifm|arg_type>";
var VALUE3 = "<ifm|arg_value>";
var VALUE_CLOSE3 = "</ifm|arg_value>";
var IM_END3 = "<|ifm|im_end|>";
var THINK2 = [
  ["<ifm|think>", "</ifm|think>"],
  ["<ifm|think_fast>", "</ifm|think_fast>"],
  ["<ifm|think_faster>", "</ifm|think_faster>"]
];
var MAX_NAME11 = 128;
var MAX_KEY5 = 256;
var MAX_TYPE = 64;
var JSON_TYPES = /* @__PURE__ */ new Set(["string", "integer", "number", "boolean", "object", "array", "null"]);
var K2_NAME = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME11 };
var K2_TAGS = keyValueTags({ key: KEY4, keyClose: KEY_CLOSE3, value: VALUE3, valueClose: VALUE_CLOSE3, block: CALL2, end: CALL_CLOSE, maxKey: MAX_KEY5, isNameStart: isIdentStart, nameAt: keyBefore, type: { open: TYPE, close: TYPE_CLOSE, max: MAX_TYPE } });
var SPEC4 = K2_TAGS.spec;
function keyBefore(text, at) {
  let k = at;
  while (k > 0 && isJsonSpace(text.charCodeAt(k - 1)))
    k--;
  if (text.endsWith(TYPE_CLOSE, k)) {
    const close2 = k - TYPE_CLOSE.length;
    const from = Math.max(0, close2 - MAX_TYPE - TYPE.length);
    const open = text.slice(from, close2).lastIndexOf(TYPE);
    if (open < 0)
      return void 0;
    k = from + open;
    while (k > 0 && isJsonSpace(text.charCodeAt(k - 1)))
      k--;
  }
  return K2_TAGS.keyEndingAt(text, k);
}
function merged(spans) {
  spans.sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s[0] <= last[1])
      last[1] = Math.max(last[1], s[1]);
    else
      out.push([s[0], s[1]]);
  }
  return out;
}
var ifmThink = perInput((input) => {
  const spans = [];
  let firstClose = -1;
  let firstOpen = -1;
  for (const [open, close2] of THINK2) {
    const c = input.indexOf(close2, 0);
    if (c >= 0 && (firstClose < 0 || c < firstClose))
      firstClose = c + close2.length;
    const own = tagSpans(input, open, close2);
    if (own.length > 0 && (firstOpen < 0 || own[0][0] < firstOpen))
      firstOpen = own[0][0];
    for (const span of own)
      spans.push(span);
  }
  if (firstClose >= 0 && (firstOpen < 0 || firstClose <= firstOpen))
    spans.push([0, firstClose]);
  return merged(spans);
});
var wrappers = perInput((input) => tagSpans(input, CALLS2, CALLS_CLOSE));
function wireType(raw) {
  if (raw === void 0)
    return void 0;
  const base = raw.split("[", 1)[0].trim().toLowerCase();
  return base === "any" || JSON_TYPES.has(base) ? base : void 0;
}
function jsonTypeOf(value) {
  if (value === null)
    return "null";
  if (Array.isArray(value))
    return "array";
  if (typeof value === "number")
    return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
function wholeJson(value) {
  if (value.length === 0 || !numbersExact(value))
    return void 0;
  const json = parseJsonAt(value, 0);
  return json && json.end === value.length ? { value: json.value } : void 0;
}
function decodeK2Value(raw, schemaTypes, written) {
  let types = schemaTypes;
  if (types && written && types.has(written) && types.size > 1)
    types = /* @__PURE__ */ new Set([written]);
  if (!types && written) {
    if (written === "any")
      return raw;
    types = /* @__PURE__ */ new Set([written]);
  }
  if (!types)
    return wholeJson(raw.trim())?.value ?? raw;
  if (types.has("string"))
    return raw;
  const json = wholeJson(raw.trim());
  if (!json)
    return raw;
  const type = jsonTypeOf(json.value);
  return types.has(type) || type === "integer" && types.has("number") ? json.value : raw;
}
function readCall3(text, from, input) {
  let i = skipWs(text, from);
  const c = text.charCodeAt(i);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    const json = parseJsonAt(text, i);
    if (!json)
      return null;
    const calls3 = c === OPEN_BRACE ? [callOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input)] : callsOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input);
    const after = skipWs(text, json.end);
    if (!calls3 || calls3.some((call) => call === void 0) || !text.startsWith(CALL_CLOSE, after))
      return null;
    return { end: after + CALL_CLOSE.length, calls: calls3 };
  }
  const read = readToolName(text, i, input, K2_NAME);
  if (read === void 0)
    return void 0;
  const name = read.name;
  i = skipWs(text, read.end);
  if (!text.startsWith(KEY4, i) && !text.startsWith(CALL_CLOSE, i))
    return void 0;
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const values = TagValues.of(input, "k2-horizon", SPEC4);
  const block = K2_TAGS.pairs(input, i, (from2) => values.valueEnd(from2, declares));
  if (block === void 0)
    return null;
  const pairs = block.pairs;
  i = block.end;
  if (!text.startsWith(CALL_CLOSE, i))
    return null;
  const args = {};
  for (const p of pairs) {
    const value = decodeK2Value(text.slice(p.from, p.to), declaredArgTypes(schema, p.key), wireType(p.type));
    if (!setParam(args, p.key, value))
      return null;
  }
  return { end: i + CALL_CLOSE.length, calls: [{ name, arguments: args }] };
}
function withTurnEnd(text, end) {
  const j = skipWs(text, end);
  return text.startsWith(IM_END3, j) ? j + IM_END3.length : end;
}
function scanK2(text, at, input) {
  if (inRanges(ifmThink(input), at))
    return void 0;
  if (text.startsWith(CALLS2, at)) {
    let i = skipWs(text, at + CALLS2.length);
    if (!text.startsWith(CALL2, i))
      return void 0;
    const calls3 = [];
    while (text.startsWith(CALL2, i)) {
      const call2 = readCall3(text, i + CALL2.length, input);
      if (!call2)
        return call2 === null ? keptBlock(input, at + CALLS2.length, CALLS_CLOSE, CALLS2) : void 0;
      calls3.push(...call2.calls);
      i = skipWs(text, call2.end);
    }
    const turnEnd = withTurnEnd(text, i);
    if (skipWs(text, turnEnd) === text.length)
      return { end: turnEnd, calls: calls3 };
    if (!text.startsWith(CALLS_CLOSE, i))
      return keptBlock(input, at + CALLS2.length, CALLS_CLOSE, CALLS2);
    return { end: withTurnEnd(text, i + CALLS_CLOSE.length), calls: calls3 };
  }
  if (!text.startsWith(CALL2, at) || inRanges(wrappers(input), at))
    return void 0;
  const call = readCall3(text, at + CALL2.length, input);
  if (call === null)
    return keptBlock(input, at + CALL2.length, CALL_CLOSE, CALL2);
  return call && { end: withTurnEnd(text, call.end), calls: call.calls };
}
var k2Horizon = defineGrammar({
  name: "k2-horizon",
  package: "@pi-tool-repair/grammar-k2-horizon",
  host: "^1.0.0",
  markers: [CALLS2, CALL2],
  owns: [
    { open: CALLS2, close: CALLS_CLOSE },
    { open: CALL2, close: CALL_CLOSE }
  ],
  literals: [CALLS_CLOSE, CALL_CLOSE, IM_END3, KEY4, KEY_CLOSE3, TYPE_CLOSE, VALUE3, VALUE_CLOSE3, ...THINK2.flat()],
  scan: scanK2
});

// grammars/kimi-k3/dist/index.js
var TOOLS = "<|open|>tools<|sep|>";
var TOOLS_CLOSE = "<|close|>tools<|sep|>";
var CALL3 = "<|open|>call";
var CALL_CLOSE2 = "<|close|>call<|sep|>";
var ARG = "<|open|>argument";
var ARG_CLOSE = "<|close|>argument<|sep|>";
var JSON_OPEN = "<|open|>json";
var JSON_CLOSE = "<|close|>json<|sep|>";
var SEP2 = "<|sep|>";
var MESSAGE_CLOSE = "<|close|>message<|sep|>";
var RESPONSE = "<|open|>response<|sep|>";
var RESPONSE_CLOSE = "<|close|>response<|sep|>";
var END_OF_MSG = "<|end_of_msg|>";
var THINK3 = "<|open|>think<|sep|>";
var THINK_CLOSE2 = "<|close|>think<|sep|>";
var MAX_HEADER2 = 512;
var JSON_TYPES2 = /* @__PURE__ */ new Set(["string", "integer", "number", "boolean", "object", "array", "null"]);
function unescapeAttr(value) {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}
function readHeader2(text, from) {
  const attrs = /* @__PURE__ */ new Map();
  let i = from;
  const limit = Math.min(text.length, from + MAX_HEADER2);
  for (; ; ) {
    if (text.startsWith(SEP2, i))
      return { attrs, end: i + SEP2.length };
    const blank = i;
    while (i < limit && isJsonSpace(text.charCodeAt(i)))
      i++;
    if (text.startsWith(SEP2, i))
      return { attrs, end: i + SEP2.length };
    if (i === blank)
      return void 0;
    const nameStart = i;
    while (i < limit && isIdentChar(text.charCodeAt(i)))
      i++;
    if (i === nameStart || text.charCodeAt(i) !== EQUALS || text.charCodeAt(i + 1) !== QUOTE)
      return void 0;
    const name = text.slice(nameStart, i);
    const valueStart2 = i + 2;
    const close2 = text.indexOf('"', valueStart2);
    if (close2 < 0 || close2 >= limit)
      return void 0;
    const raw = text.slice(valueStart2, close2);
    if (raw.includes("<|") || attrs.has(name))
      return void 0;
    attrs.set(name, unescapeAttr(raw));
    i = close2 + 1;
  }
}
function keyOfArgAt(text, at) {
  const header = readHeader2(text, at + ARG.length);
  if (!header)
    return void 0;
  return header.attrs.get("key") ?? null;
}
var SPEC5 = {
  open: ARG,
  close: ARG_CLOSE,
  end: CALL_CLOSE2,
  block: CALL3,
  isBlock: (text, at) => readHeader2(text, at + CALL3.length)?.attrs.has("tool") ?? false,
  nameAt: keyOfArgAt,
  endsBlock(text, at) {
    const j = skipWs(text, at + CALL_CLOSE2.length);
    return j === text.length || text.startsWith(CALL3, j) || text.startsWith(TOOLS_CLOSE, j);
  },
  after(text, at, tags) {
    const j = skipWs(text, at + ARG_CLOSE.length);
    if (text.startsWith(ARG, j))
      return keyOfArgAt(text, j) ?? null;
    return text.startsWith(CALL_CLOSE2, j) && tags.isTerminal(j) || void 0;
  }
};
var thinkSpans = perInput((input) => {
  const spans = [];
  const first = input.indexOf(THINK3, 0);
  const firstClose = input.indexOf(THINK_CLOSE2, 0);
  if (firstClose >= 0 && (first < 0 || firstClose < first))
    spans.push([0, firstClose + THINK_CLOSE2.length]);
  for (const span of tagSpans(input, THINK3, THINK_CLOSE2))
    spans.push(span);
  return spans;
});
var responseOpeners = perInput((input) => {
  const out = [];
  for (let a = input.indexOf(RESPONSE, 0); a >= 0; a = input.indexOf(RESPONSE, a + RESPONSE.length))
    out.push(a);
  return out;
});
function responseBefore(text, at, input) {
  let k = at;
  while (k > 0 && isJsonSpace(text.charCodeAt(k - 1)))
    k--;
  if (!text.endsWith(RESPONSE_CLOSE, k))
    return void 0;
  const close2 = k - RESPONSE_CLOSE.length;
  const openers = responseOpeners(input);
  let lo = 0;
  let hi = openers.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (openers[mid] < close2)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo === 0)
    return void 0;
  const open = openers[lo - 1];
  const body = text.slice(open + RESPONSE.length, close2);
  if (body.includes("<") || inRanges(thinkSpans(input), open))
    return void 0;
  return { start: open, body };
}
function jsonTypeOf2(value) {
  if (value === null)
    return "null";
  if (Array.isArray(value))
    return "array";
  if (typeof value === "number")
    return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
function decodeK3Value(raw, written, schemaTypes) {
  if (written === "string" || !JSON_TYPES2.has(written))
    return raw;
  if (schemaTypes && [...schemaTypes].every((t) => t === "string" || t === "null") && schemaTypes.has("string"))
    return raw;
  const value = raw.trim();
  if (value.length === 0 || !numbersExact(value))
    return raw;
  const json = parseJsonAt(value, 0);
  if (!json || json.end !== value.length)
    return raw;
  const type = jsonTypeOf2(json.value);
  return type === written || type === "integer" && written === "number" ? json.value : raw;
}
function readCall4(text, at, input) {
  const header = readHeader2(text, at + CALL3.length);
  if (!header)
    return void 0;
  for (const k of header.attrs.keys())
    if (k !== "tool" && k !== "index")
      return void 0;
  const name = header.attrs.get("tool");
  if (!acceptsToolName(name, input))
    return void 0;
  let i = skipWs(text, header.end);
  const schema = input.schemaOf(name);
  if (text.startsWith(JSON_OPEN, i)) {
    const jh = readHeader2(text, i + JSON_OPEN.length);
    if (!jh || [...jh.attrs.keys()].some((k) => k !== "type") || (jh.attrs.get("type") ?? "object") !== "object")
      return void 0;
    const start = skipWs(text, jh.end);
    const json = parseJsonAt(text, start);
    if (!json || !isRecord(json.value))
      return void 0;
    i = skipWs(text, json.end);
    if (!text.startsWith(JSON_CLOSE, i))
      return void 0;
    i = skipWs(text, i + JSON_CLOSE.length);
    if (!text.startsWith(CALL_CLOSE2, i))
      return void 0;
    return { end: i + CALL_CLOSE2.length, call: { name, arguments: json.value } };
  }
  const declares = declaredKeys(schema);
  const pairs = [];
  while (text.startsWith(ARG, i)) {
    const ah = readHeader2(text, i + ARG.length);
    if (!ah)
      return void 0;
    for (const k of ah.attrs.keys())
      if (k !== "key" && k !== "type")
        return void 0;
    const key = ah.attrs.get("key");
    if (key === void 0 || key.trim() === "")
      return void 0;
    const to = TagValues.of(input, "kimi-k3", SPEC5).valueEnd(ah.end, declares);
    if (to < 0)
      return void 0;
    pairs.push({ key, type: ah.attrs.get("type") ?? "string", from: ah.end, to });
    i = skipWs(text, to + ARG_CLOSE.length);
  }
  if (!text.startsWith(CALL_CLOSE2, i))
    return void 0;
  const args = {};
  for (const p of pairs) {
    if (!setParam(args, p.key, decodeK3Value(text.slice(p.from, p.to), p.type, declaredArgTypes(schema, p.key))))
      return void 0;
  }
  return { end: i + CALL_CLOSE2.length, call: { name, arguments: args } };
}
function scanK3(text, at, input) {
  if (inRanges(thinkSpans(input), at))
    return void 0;
  let i = skipWs(text, at + TOOLS.length);
  if (!text.startsWith(CALL3, i))
    return void 0;
  const calls3 = [];
  while (text.startsWith(CALL3, i)) {
    const read = readCall4(text, i, input);
    if (!read)
      return keptBlock(input, at + TOOLS.length, TOOLS_CLOSE, TOOLS);
    calls3.push(read.call);
    i = skipWs(text, read.end);
  }
  let end = i;
  if (i < text.length) {
    if (!text.startsWith(TOOLS_CLOSE, i))
      return keptBlock(input, at + TOOLS.length, TOOLS_CLOSE, TOOLS);
    end = i + TOOLS_CLOSE.length;
    const after = skipWs(text, end);
    if (text.startsWith(MESSAGE_CLOSE, after)) {
      end = after + MESSAGE_CLOSE.length;
      if (text.startsWith(END_OF_MSG, end))
        end += END_OF_MSG.length;
    }
  }
  const response = responseBefore(text, at, input);
  return response ? { start: response.start, end, calls: calls3, replacement: response.body } : { end, calls: calls3 };
}
var kimiK3 = defineGrammar({
  name: "kimi-k3",
  package: "@pi-tool-repair/grammar-kimi-k3",
  host: "^1.0.0",
  markers: [TOOLS],
  owns: [{ open: TOOLS, close: TOOLS_CLOSE }],
  literals: [TOOLS_CLOSE, CALL3, CALL_CLOSE2, ARG, ARG_CLOSE, THINK3, THINK_CLOSE2, RESPONSE, RESPONSE_CLOSE],
  scan: scanK3
});

// grammars/functionary/dist/index.js
var RECIPIENT = ">>>";
var FIRST_ARGS = "\n{";
var END_TOKENS = ["<|eot_id|>", "<|eom_id|>"];
var MAX_NAME12 = 128;
function skipLineSpaceOrCr(text, i) {
  for (; ; ) {
    const c = text.charCodeAt(i);
    if (c === SPACE || c === TAB || c === CR)
      i++;
    else
      return i;
  }
}
var RECIPIENT_NAME = { char: isNameChar, max: MAX_NAME12 };
function recipientAt(text, i, input) {
  const r = readToolName(text, i, input, RECIPIENT_NAME);
  if (r === void 0 || text.charCodeAt(r.end) !== LF)
    return void 0;
  return { name: r.name, nl: r.end };
}
function itemAt(text, i, input) {
  const r = recipientAt(text, i, input);
  if (!r)
    return void 0;
  if (r.name === "all")
    return "all";
  if (!acceptsToolName(r.name, input) || !input.isKnownTool(r.name))
    return void 0;
  if (text.charCodeAt(r.nl + 1) !== OPEN_BRACE)
    return void 0;
  const json = parseJsonAt(text, r.nl + 1);
  if (!json || !isRecord(json.value))
    return void 0;
  return { call: { name: r.name, arguments: json.value }, end: json.end };
}
function run(text, i, input) {
  const calls3 = [];
  let item = itemAt(text, i, input);
  let broken;
  for (; ; ) {
    if (item === void 0)
      return broken === void 0 ? void 0 : broken + 1;
    if (item === "all")
      return void 0;
    calls3.push(item.call);
    let end = item.end;
    let j = skipLineSpaceOrCr(text, end);
    for (const token of END_TOKENS) {
      if (text.startsWith(token, j)) {
        end = j + token.length;
        j = skipLineSpaceOrCr(text, end);
        break;
      }
    }
    const next = text.startsWith(RECIPIENT, j) ? j : text.charCodeAt(j) === LF && text.startsWith(RECIPIENT, skipLineSpaceOrCr(text, j + 1)) ? skipLineSpaceOrCr(text, j + 1) : -1;
    if (next < 0)
      return { end, calls: calls3 };
    broken = next;
    item = itemAt(text, next + RECIPIENT.length, input);
    if (item === "all")
      return { end, calls: calls3 };
  }
}
function outsideInert(text, at, input) {
  if (!text.startsWith(RECIPIENT, at))
    return !input.isInert(at);
  let ls = at;
  while (ls > 0 && (text.charCodeAt(ls - 1) === SPACE || text.charCodeAt(ls - 1) === TAB))
    ls--;
  if (ls === 0)
    return true;
  if (text.charCodeAt(ls - 1) !== LF)
    return !input.isInert(at);
  if (input.isInert(ls - 1))
    return false;
  let p = ls - 1;
  while (p > 0 && text.charCodeAt(p - 1) !== LF)
    p--;
  while (p < ls - 1 && (text.charCodeAt(p) === SPACE || text.charCodeAt(p) === TAB))
    p++;
  return text.charCodeAt(p) !== GREATER_THAN;
}
var functionary = defineGrammar({
  name: "functionary",
  package: "@pi-tool-repair/grammar-functionary",
  host: "^1.0.0",
  markers: [RECIPIENT, FIRST_ARGS],
  bare: [RECIPIENT, FIRST_ARGS],
  namedOnly: true,
  // `>>>` at a line start is a Markdown quote: the scan checks the other inert regions itself (outsideInert)
  inCode: true,
  literals: END_TOKENS,
  meta: {
    description: "Functionary v3.2 recipient calls (>>>NAME\u23CE{json})",
    docs: "https://github.com/ggml-org/llama.cpp/blob/master/models/templates/meetkai-functionary-medium-v3.2.jinja"
  },
  scan(text, at, input) {
    if (!outsideInert(text, at, input))
      return void 0;
    if (text.startsWith(RECIPIENT, at)) {
      if (text.charCodeAt(at + RECIPIENT.length) === GREATER_THAN)
        return void 0;
      const found2 = run(text, at + RECIPIENT.length, input);
      return typeof found2 === "number" ? found2 : found2 && { start: at, end: found2.end, calls: found2.calls };
    }
    if (at > MAX_NAME12)
      return void 0;
    if (!isDeclaredTool(text.slice(0, at), input)) {
      for (let i = 0; i < at; i++)
        if (!isNameChar(text.charCodeAt(i)))
          return void 0;
    }
    const found = run(text, 0, input);
    return typeof found === "number" ? found : found && { start: 0, end: found.end, calls: found.calls };
  }
});

// grammars/glimmer/dist/index.js
var OPEN16 = "<atem:function_calls>";
var CLOSE14 = "</atem:function_calls>";
var TAG_PREFIX = "atem:";
function glimmerValue(raw, types) {
  if (!types || types.has("string"))
    return raw;
  const v = raw.trim();
  if (v === "null")
    return null;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v))
    return void 0;
  return typeByOrder(raw, types);
}
function glimmerName(written, input) {
  const dot = written.indexOf(".");
  if (dot <= 0 || written.length !== 2 * dot + 1 || !written.startsWith(written.slice(0, dot), dot + 1))
    return written;
  const head = written.slice(0, dot);
  return input.schemaOf(written) === void 0 && input.schemaOf(head) !== void 0 ? head : written;
}
var scanBlock8 = invokeBlocks({ open: OPEN16, close: CLOSE14, value: glimmerValue, tagPrefix: TAG_PREFIX, name: glimmerName });
var FRAME_START = "<|start|>assistant ";
var FRAME_MESSAGE = "<|message|>";
var FRAME_ENDS = ["<|eom|>", "<|eot|>"];
var isBlank = (c) => c === " " || c === "\n" || c === "	" || c === "\r";
function frameStart(text, at, name) {
  const tail = `to=${name}${FRAME_MESSAGE}`;
  const from = at - tail.length;
  if (from < 0 || !text.startsWith(tail, from))
    return void 0;
  if (from >= FRAME_START.length && text.startsWith(FRAME_START, from - FRAME_START.length))
    return from - FRAME_START.length;
  let i = from;
  while (i > 0 && isBlank(text[i - 1]))
    i--;
  return i === 0 ? 0 : void 0;
}
var NOT_CALLS = ["to=user", "to=self"];
var frames = /* @__PURE__ */ new WeakMap();
function positions(text, literals) {
  const out = [];
  for (const literal of literals)
    for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + literal.length))
      out.push(at);
  return out.sort((a, b) => a - b);
}
function lastBefore(list, at) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (list[mid] < at)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo > 0 ? list[lo - 1] : -1;
}
function insideAnswer(text, at, input) {
  let f = frames.get(input);
  if (!f)
    frames.set(input, f = { messages: positions(text, [FRAME_MESSAGE]), ends: positions(text, FRAME_ENDS) });
  const m = lastBefore(f.messages, at);
  if (m < 0 || lastBefore(f.ends, at) > m)
    return false;
  return NOT_CALLS.some((r) => m >= r.length && text.startsWith(r, m - r.length) && (m === r.length || isBlank(text[m - r.length - 1])));
}
function scanGlimmer(text, at, input) {
  const found = scanBlock8(text, at, input);
  if (!found)
    return found;
  if (insideAnswer(text, at, input))
    return void 0;
  if (found.calls.length !== 1)
    return found;
  const name = found.calls[0].name;
  const start = frameStart(text, at, name) ?? frameStart(text, at, `${name}.${name}`);
  if (start === void 0)
    return found;
  const close2 = FRAME_ENDS.find((e) => text.startsWith(e, found.end));
  return { ...found, start, end: close2 ? found.end + close2.length : found.end };
}
var glimmer = defineGrammar({
  name: "glimmer",
  package: "@pi-tool-repair/grammar-glimmer",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN16],
  owns: [{ open: OPEN16, close: CLOSE14 }],
  literals: invokeTags(TAG_PREFIX).literals,
  meta: { description: "Muse Glimmer ATEM tool calls (<atem:function_calls><atem:invoke name=\u2026>)" },
  scan: scanGlimmer
});

// grammars/inkling/dist/index.js
var OPEN17 = "<|content_invoke_tool_json|>";
var CLOSE15 = "<|end_message|>";
var HEADER = "<|message_model|>";
var MAX_NAME13 = 128;
function headerBefore(text, at) {
  let i = at;
  const stop = Math.max(0, at - MAX_NAME13 - HEADER.length);
  while (i > stop && text.charCodeAt(i - 1) !== GREATER_THAN && text.charCodeAt(i - 1) > SPACE)
    i--;
  const start = i - HEADER.length;
  if (start < 0 || !text.startsWith(HEADER, start))
    return void 0;
  return { start, name: text.slice(i, at) };
}
function openerAfterHeader(text, at) {
  let i = at + HEADER.length;
  const stop = Math.min(text.length, i + MAX_NAME13);
  while (i < stop && text.charCodeAt(i) !== LESS_THAN && text.charCodeAt(i) > SPACE)
    i++;
  return text.startsWith(OPEN17, i) ? i : void 0;
}
function scanBlock9(text, at, input) {
  const block = jsonCallBlock(text, at + OPEN17.length, CLOSE15, input);
  if (!block)
    return void 0;
  const header = headerBefore(text, at);
  if (!header)
    return block;
  if (header.name !== "" && (!acceptsToolName(header.name, input) || header.name !== block.calls[0]?.name))
    return void 0;
  return { start: header.start, end: block.end, calls: block.calls };
}
var inkling = defineGrammar({
  name: "inkling",
  package: "@pi-tool-repair/grammar-inkling",
  host: "^1.0.0",
  // the header is a marker too: markup starts there (a stream must hold it back before the opener arrives)
  markers: [HEADER, OPEN17],
  owns: [{ open: OPEN17, close: CLOSE15 }],
  meta: { description: "Inkling JSON tool calls (<|content_invoke_tool_json|>{name, args}<|end_message|>)" },
  scan(text, at, input) {
    if (!text.startsWith(HEADER, at))
      return scanBlock9(text, at, input);
    const open = openerAfterHeader(text, at);
    if (open === void 0)
      return void 0;
    const result = scanBlock9(text, open, input);
    return result?.start === at ? result : void 0;
  }
});

// grammars/minimax-m3/dist/index.js
var NS = "]<]minimax[>[";
var OPEN18 = `${NS}<tool_call>`;
var CLOSE16 = `${NS}</tool_call>`;
var INVOKE2 = "invoke";
var ITEM = "item";
var MAX_NAME14 = 256;
var MAX_ELEMENTS = 4096;
var isNameChar3 = (c) => c > SPACE && c !== LESS_THAN && c !== GREATER_THAN && c !== SLASH && c !== QUOTE && c !== APOSTROPHE && c !== EQUALS;
function tagAt(text, at) {
  if (!text.startsWith(NS, at))
    return void 0;
  let i = skipWs(text, at + NS.length);
  if (text.charCodeAt(i) !== LESS_THAN)
    return void 0;
  i++;
  const close2 = text.charCodeAt(i) === SLASH;
  if (close2)
    i++;
  if (!close2 && text.startsWith(INVOKE2, i) && !isNameChar3(text.charCodeAt(i + INVOKE2.length))) {
    const attr = readNameAttr(text, i + INVOKE2.length, { maxName: MAX_NAME14 });
    return attr ? { close: close2, name: "invoke", invoke: attr.name, end: attr.end } : void 0;
  }
  const start = i;
  while (i < text.length && i - start <= MAX_NAME14 && isNameChar3(text.charCodeAt(i)))
    i++;
  if (i === start || text.charCodeAt(i) !== GREATER_THAN)
    return void 0;
  return { close: close2, name: text.slice(start, i), end: i + 1 };
}
function typesAt(tool, pointer) {
  if (tool === void 0 || tool === null || typeof tool !== "object")
    return void 0;
  const all = /* @__PURE__ */ new Set();
  let constrained = false;
  for (const s of subschemasAt(tool, pointer)) {
    const t = declaredTypes(s, tool);
    if (!t)
      continue;
    constrained = true;
    for (const x of t)
      all.add(x);
  }
  return constrained ? all : void 0;
}
function m3Value(raw, types) {
  if (types?.has("null") && (raw === "null" || raw === "Null" || raw === "NULL"))
    return null;
  if (types?.has("string"))
    return raw;
  const v = raw.trim();
  if (v.toLowerCase() === "null")
    return null;
  if (!types)
    return raw;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v))
    return void 0;
  return typeByOrder(raw, types);
}
var content2 = contentSpans();
var Reader2 = class {
  text;
  input;
  tool;
  #elements = 0;
  constructor(text, input, tool) {
    this.text = text;
    this.input = input;
    this.tool = tool;
  }
  /** The next namespaced tag at or after `from` (after blanks only), or `undefined`. */
  tagAfter(from) {
    return tagAt(this.text, skipWs(this.text, from));
  }
  /**
   * The value of the element `name` whose opener ends at `from`, at `pointer` in the arguments: its value and
   * where its closer ends, or a failure.
   */
  element(name, from, pointer, depth) {
    if (++this.#elements > MAX_ELEMENTS || depth > MAX_VALUE_DEPTH)
      return {};
    const types = typesAt(this.tool, pointer);
    const first = this.tagAfter(from);
    if (first && !first.close)
      return this.children(name, first, pointer, types, depth);
    const next = this.input.indexOf(NS, from);
    if (next < 0)
      return { open: from };
    const raw = this.text.slice(from, next);
    const tag = tagAt(this.text, next);
    if (tag?.close && tag.name === name) {
      if (raw.trim() === "" && types && !types.has("string")) {
        if (types.has("object") && raw === "")
          return { value: {}, end: tag.end };
        if (types.has("array") && raw === "")
          return { value: [], end: tag.end };
      }
      const value = m3Value(raw, types);
      return value === void 0 ? {} : { value, end: tag.end };
    }
    const plain = `</${name}>`;
    const body = raw.trimEnd();
    if (tag && body.endsWith(plain)) {
      const value = m3Value(body.slice(0, -plain.length), types);
      return value === void 0 ? {} : { value, end: from + body.length };
    }
    return { open: from };
  }
  /** An element holding elements, from its first child's tag: an object, or a list of `<item>`s. */
  children(name, first, pointer, types, depth) {
    const list = types?.has("array") === true ? !types.has("object") || first.name === ITEM : !types?.has("object") && first.name === ITEM;
    const out = [];
    const obj = {};
    let tag = first;
    for (; ; ) {
      if (!tag)
        return {};
      if (tag.close)
        return tag.name === name ? { value: list ? out : obj, end: tag.end } : {};
      if (tag.invoke !== void 0 || list && tag.name !== ITEM)
        return {};
      const child = this.element(tag.name, tag.end, joinPointer(pointer, list ? out.length : tag.name), depth + 1);
      if (!("end" in child))
        return child;
      if (list)
        out.push(child.value);
      else if (!setParam(obj, tag.name, child.value))
        return {};
      tag = this.tagAfter(child.end);
    }
  }
  /** One invoke's arguments, from after its opener: the arguments and where `</invoke>` ends, or a failure. */
  invoke(from) {
    const args = {};
    let tag = this.tagAfter(from);
    for (; ; ) {
      if (!tag)
        return {};
      if (tag.close)
        return tag.name === "invoke" ? { args, end: tag.end } : {};
      if (tag.invoke !== void 0)
        return {};
      const child = this.element(tag.name, tag.end, joinPointer("", tag.name), 1);
      if (!("end" in child))
        return child;
      if (!setParam(args, tag.name, child.value))
        return {};
      tag = this.tagAfter(child.end);
    }
  }
};
function scanBlock10(text, at, input) {
  if (content2.has(input, at))
    return void 0;
  const calls3 = [];
  const fail = (failure) => {
    if (failure.open !== void 0)
      content2.mark(input, [[failure.open, text.length]]);
    return keptBlock(input, at + OPEN18.length, CLOSE16, OPEN18);
  };
  let tag = tagAt(text, skipWs(text, at + OPEN18.length));
  for (; ; ) {
    if (!tag)
      return fail({});
    if (tag.close)
      return tag.name === "tool_call" && calls3.length > 0 ? { end: tag.end, calls: calls3 } : fail({});
    if (tag.invoke === void 0)
      return fail({});
    const read = new Reader2(text, input, input.schemaOf(tag.invoke)).invoke(tag.end);
    if (!("end" in read))
      return fail(read);
    calls3.push({ name: tag.invoke, arguments: read.args });
    tag = tagAt(text, skipWs(text, read.end));
  }
}
var minimaxM3 = defineGrammar({
  name: "minimax-m3",
  package: "@pi-tool-repair/grammar-minimax-m3",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN18],
  owns: [{ open: OPEN18, close: CLOSE16 }],
  literals: [NS],
  scan: scanBlock10,
  meta: {
    description: "MiniMax-M3 namespaced invoke tool calls (]<]minimax[>[<tool_call>\u2026)"
  }
});

// grammars/minicpm/dist/index.js
var OPEN19 = "<function name=";
var CLOSE17 = "</function>";
var PARAM2 = "<param";
var PARAM_CLOSE2 = "</param>";
var CDATA = "<![CDATA[";
var CDATA_END = "]]>";
var MAX_NAME15 = 256;
var INNER = [PARAM2, OPEN19, CLOSE17, CDATA];
function minicpmValue(raw, types) {
  if (types?.has("string"))
    return raw;
  const v = raw.trim();
  if (v === "null")
    return null;
  if (!types)
    return raw;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v))
    return void 0;
  return typeByOrder(v, types);
}
var content3 = contentSpans();
function readValue2(text, from, input, spans) {
  const i = skipWs(text, from);
  if (text.startsWith(CDATA, i)) {
    const start = i + CDATA.length;
    const stop2 = input.indexOf(CDATA_END, start);
    if (stop2 < 0) {
      spans.push([start, text.length]);
      return void 0;
    }
    spans.push([start, stop2]);
    const j = skipWs(text, stop2 + CDATA_END.length);
    return text.startsWith(PARAM_CLOSE2, j) ? { raw: text.slice(start, stop2), end: j + PARAM_CLOSE2.length } : void 0;
  }
  const stop = input.indexOf(PARAM_CLOSE2, from);
  if (stop < 0)
    return void 0;
  for (const inner of INNER) {
    const k = input.indexOf(inner, from);
    if (k >= 0 && k < stop)
      return void 0;
  }
  return { raw: text.slice(from, stop), end: stop + PARAM_CLOSE2.length };
}
function scanBlock11(text, at, input) {
  if (content3.has(input, at))
    return void 0;
  const head = readNameAttr(text, at + OPEN19.length - " name=".length, { maxName: MAX_NAME15 });
  if (!head)
    return void 0;
  const schema = input.schemaOf(head.name);
  const args = {};
  const spans = [];
  const fail = () => {
    content3.mark(input, spans);
    return void 0;
  };
  let i = head.end;
  for (; ; ) {
    i = skipWs(text, i);
    if (text.startsWith(CLOSE17, i))
      return { end: i + CLOSE17.length, calls: [{ name: head.name, arguments: args }] };
    if (!text.startsWith(PARAM2, i))
      return fail();
    const key = readNameAttr(text, i + PARAM2.length, { maxName: MAX_NAME15 });
    if (!key)
      return fail();
    const value = readValue2(text, key.end, input, spans);
    if (!value)
      return fail();
    const typed = minicpmValue(value.raw, typesOf(schema, key.name));
    if (typed === void 0 || !setParam(args, key.name, typed))
      return fail();
    i = value.end;
  }
}
var minicpm = defineGrammar({
  name: "minicpm",
  package: "@pi-tool-repair/grammar-minicpm",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN19],
  bare: [OPEN19],
  namedOnly: true,
  literals: [CDATA_END, PARAM_CLOSE2, PARAM2, CLOSE17, CDATA],
  scan: scanBlock11,
  meta: { description: "MiniCPM 5 bare XML tool calls (<function name=\u2026><param name=\u2026>)" }
});

// grammars/cwm/dist/index.js
var OPEN20 = "<tool: ";
var CLOSE18 = "</tool>";
var MAX_NAME16 = 128;
function rawField(schema) {
  if (!isRecord(schema) || !Array.isArray(schema.required) || schema.required.length !== 1)
    return void 0;
  const key = schema.required[0];
  const props = isRecord(schema.properties) ? schema.properties : void 0;
  if (typeof key !== "string" || !props || !isRecord(props[key]))
    return void 0;
  return acceptsType(props[key], "string", schema) && !acceptsType(props[key], "object", schema) ? key : void 0;
}
var content4 = contentSpans();
function scanBlock12(text, at, input) {
  if (content4.has(input, at))
    return void 0;
  const read = readToolName(text, at + OPEN20.length, input, { char: isNameChar, max: MAX_NAME16 });
  if (read === void 0 || text.charCodeAt(read.end) !== GREATER_THAN)
    return void 0;
  const name = read.name;
  const bodyStart = read.end + 1;
  const close2 = input.indexOf(CLOSE18, bodyStart);
  if (close2 < 0)
    return void 0;
  const end = close2 + CLOSE18.length;
  const next = input.indexOfAny([CLOSE18, OPEN20], end);
  if (next !== void 0 && next.literal === CLOSE18) {
    content4.mark(input, [[bodyStart, text.length]]);
    return void 0;
  }
  const field = rawField(input.schemaOf(name));
  if (field === void 0)
    return keptBlock(input, bodyStart, CLOSE18, OPEN20);
  let from = bodyStart;
  let to = close2;
  if (text.startsWith("\r\n", from))
    from += 2;
  else if (text.charCodeAt(from) === LF)
    from++;
  if (to > from && text.charCodeAt(to - 1) === LF)
    to -= to - 1 > from && text.charCodeAt(to - 2) === CR ? 2 : 1;
  const raw = text.slice(from, to);
  if (!holdsProse(field) && looksLikeSentence(raw))
    return keptBlock(input, bodyStart, CLOSE18, OPEN20);
  return { end, calls: [{ name, arguments: { [field]: raw } }] };
}
var cwm = defineGrammar({
  name: "cwm",
  package: "@pi-tool-repair/grammar-cwm",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN20],
  owns: [{ open: OPEN20, close: CLOSE18 }],
  namedOnly: true,
  literals: [CLOSE18],
  scan: scanBlock12,
  meta: { description: "Meta CWM raw-content tool calls (<tool: NAME>\u2026</tool>)" }
});

// grammars/plamo/dist/index.js
var REQUESTS = "<|plamo:begin_tool_requests:plamo|>";
var REQUESTS_END = "<|plamo:end_tool_requests:plamo|>";
var REQUEST = "<|plamo:begin_tool_request:plamo|>";
var REQUEST_END = "<|plamo:end_tool_request:plamo|>";
var NAME6 = "<|plamo:begin_tool_name:plamo|>";
var NAME_END = "<|plamo:end_tool_name:plamo|>";
var ARGS3 = "<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>";
var ARGS_END = "<|plamo:end_tool_arguments:plamo|>";
var EOT = "<|plamo:tag|>";
var THINK4 = "<|plamo:begin_think:plamo|>";
var THINK_END = "<|plamo:end_think:plamo|>";
var MAX_NAME17 = 256;
function readName(text, at, input) {
  const from = at + NAME6.length;
  for (let j = from; j < text.length && j - from <= MAX_NAME17; j++) {
    if (text.startsWith(NAME_END, j)) {
      const name = text.slice(from, j);
      return acceptsToolName(name, input) ? { name, end: j + NAME_END.length } : void 0;
    }
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13 || c === 60)
      return void 0;
  }
  return void 0;
}
function readRequest(text, at, input) {
  let i = at + REQUEST.length;
  if (!text.startsWith(NAME6, i))
    return void 0;
  const name = readName(text, i, input);
  if (!name)
    return void 0;
  i = name.end;
  if (!text.startsWith(ARGS3, i))
    return void 0;
  i += ARGS3.length;
  if (text.charCodeAt(i) !== 123)
    return void 0;
  const json = parseJsonAt(text, i);
  const args = json && decodeArguments(json.value);
  if (!json || !args)
    return void 0;
  if (!text.startsWith(ARGS_END, json.end))
    return void 0;
  i = json.end + ARGS_END.length;
  if (!text.startsWith(REQUEST_END, i))
    return void 0;
  return { call: { name: name.name, arguments: args }, end: i + REQUEST_END.length };
}
var thinkSpans2 = perInput((input) => tagSpans(input, THINK4, THINK_END));
function scanPlamo(text, at, input) {
  if (inRanges(thinkSpans2(input), at))
    return void 0;
  let i = at + REQUESTS.length;
  const calls3 = [];
  while (text.startsWith(REQUEST, i)) {
    const read = readRequest(text, i, input);
    if (!read)
      return keptBlock(input, at + REQUESTS.length, REQUESTS_END, REQUESTS);
    calls3.push(read.call);
    i = read.end;
  }
  if (calls3.length === 0 || !text.startsWith(REQUESTS_END, i))
    return keptBlock(input, at + REQUESTS.length, REQUESTS_END, REQUESTS);
  let end = i + REQUESTS_END.length;
  if (text.startsWith(EOT, end))
    end += EOT.length;
  return { end, calls: calls3 };
}
var plamo = defineGrammar({
  name: "plamo",
  package: "@pi-tool-repair/grammar-plamo",
  host: "^1.0.0",
  markers: [REQUESTS],
  owns: [{ open: REQUESTS, close: REQUESTS_END }],
  literals: [REQUESTS_END, REQUEST, REQUEST_END, NAME6, NAME_END, ARGS3, ARGS_END, THINK4, THINK_END],
  meta: { description: "PLaMo 3 tool requests (<|plamo:begin_tool_requests:plamo|> \u2026 <|plamo:end_tool_requests:plamo|>)" },
  scan: scanPlamo
});

// grammars/step-audio/dist/index.js
var OPEN21 = "<tool_call>";
var CLOSE19 = "</tool_call>";
var TYPE2 = "function\n";
var MAX_NAME18 = 256;
function nameLine(text, from, input) {
  for (let j = from; j < text.length && j - from <= MAX_NAME18; j++) {
    const c = text.charCodeAt(j);
    if (c === 10) {
      const name = text.slice(from, j);
      return acceptsToolName(name, input) ? { name, end: j + 1 } : void 0;
    }
    if (c === 13 || c === 60 || c === 123)
      return void 0;
  }
  return void 0;
}
function scanStepAudio(text, at, input) {
  const from = at + OPEN21.length;
  if (!text.startsWith(TYPE2, from))
    return void 0;
  const kept = () => keptBlock(input, from, CLOSE19, OPEN21);
  const head = nameLine(text, from + TYPE2.length, input);
  if (!head || text.charCodeAt(head.end) !== 123)
    return void 0;
  const json = parseJsonAt(text, head.end);
  const args = json && decodeArguments(json.value);
  if (!json || !args)
    return kept();
  const close2 = skipWs(text, json.end);
  if (!text.startsWith(CLOSE19, close2))
    return kept();
  return { end: close2 + CLOSE19.length, calls: [{ name: head.name, arguments: args }] };
}
var stepAudio = defineGrammar({
  name: "step-audio",
  package: "@pi-tool-repair/grammar-step-audio",
  host: "^1.0.0",
  markers: [OPEN21],
  owns: [{ open: OPEN21, close: CLOSE19 }],
  meta: { description: "Step-Audio 2 tool calls (<tool_call>function\u23CENAME\u23CE{\u2026}</tool_call>)" },
  scan: scanStepAudio
});

// grammars/rwkv/dist/index.js
var MARKER = "**Tool Call:**";
var FENCE_OPEN = "```json";
var FENCE2 = "```";
function lineEnd(text, i) {
  let j = skipLineSpace(text, i);
  if (text.charCodeAt(j) === CR)
    j++;
  return text.charCodeAt(j) === LF ? j + 1 : -1;
}
function callAt(text, i, input) {
  const afterMarker = lineEnd(text, i + MARKER.length);
  if (afterMarker < 0)
    return void 0;
  const fence = skipWs(text, afterMarker);
  if (!text.startsWith(FENCE_OPEN, fence))
    return void 0;
  const body = lineEnd(text, fence + FENCE_OPEN.length);
  if (body < 0)
    return void 0;
  const open = skipWs(text, body);
  if (text.charCodeAt(open) !== OPEN_BRACE)
    return void 0;
  const json = parseJsonAt(text, open);
  if (!json)
    return void 0;
  const close2 = skipWs(text, json.end);
  if (!text.slice(json.end, close2).includes("\n") || !text.startsWith(FENCE2, close2))
    return void 0;
  const call = callOf(json.value, void 0, input);
  if (!call || !input.isKnownTool(call.name))
    return void 0;
  return { call, end: close2 + FENCE2.length };
}
var rwkv = defineGrammar({
  name: "rwkv",
  package: "@pi-tool-repair/grammar-rwkv",
  host: "^1.0.0",
  markers: [MARKER],
  bare: [MARKER],
  namedOnly: true,
  meta: {
    description: "RWKV-7 fenced JSON calls (**Tool Call:** then ```json {\u2026} ```)",
    variants: [{ name: "rwkv7", models: ["(?:^|[/:])rwkv(?:[0-9._/-]|$)"] }],
    docs: "https://github.com/vllm-project/vllm/blob/main/vllm/tool_parsers/rwkv_tool_parser.py"
  },
  scan(text, at, input) {
    const calls3 = [];
    let i = at;
    const refused2 = () => i === at ? void 0 : i + 1;
    for (; ; ) {
      const one = callAt(text, i, input);
      if (!one)
        return refused2();
      calls3.push(one.call);
      const rest = skipLineSpace(text, one.end);
      if (rest < text.length && text.charCodeAt(rest) !== LF && text.charCodeAt(rest) !== CR)
        return refused2();
      const next = skipWs(text, one.end);
      if (!text.startsWith(MARKER, next))
        return { end: one.end, calls: calls3 };
      i = next;
    }
  }
});

// presets/pi-default/dist/preset/plugins.js
var rules = [
  // rules (first group)
  dropNullOptional,
  coerceNumericString,
  renameAliasedField,
  dropEmptyPlaceholder,
  parseJsonString,
  wrapBareStringAsArray,
  wrapRootString,
  convertTimeoutMilliseconds,
  joinStringArray,
  // rules (second group)
  parseRawArguments,
  unwrapEnvelope,
  stripGrammarTokenKeys,
  foldLegacyEdit,
  wrapSingleObjectAsArray,
  dropUnknownInformationalKeys,
  stripPatternAnchors,
  serializeJsonContent,
  coerceBooleanString,
  coerceNumberToString,
  matchEnumCase,
  fillDeclaredDefault
];
var grammars = [
  // grammars (first group)
  dsml,
  invoke,
  dots,
  qwen,
  seedOss,
  minimaxM1,
  minimaxText,
  step3,
  // grammars (second group)
  kimi,
  mistral,
  llama,
  granite,
  xlam,
  phi4,
  jamba,
  cohere,
  internlm,
  // grammars (third group)
  glm,
  harmony,
  olmo,
  gemma,
  hunyuan,
  longcat,
  gigachat,
  lmstudio,
  nemotron,
  // grammars (issue 35: JSON in new wrappers, pythonic in tokens)
  apertus,
  lfm2,
  openpangu,
  solar,
  llamacppGeneric,
  // grammars (issue 35: K2 Horizon, Kimi K3, Ling)
  k2Horizon,
  kimiK3,
  // variants (issue 35: a layout of another grammar with other markers)
  gcml,
  functionary,
  glimmer,
  inkling,
  // grammars (issue 35: new XML forms)
  minimaxM3,
  minicpm,
  cwm,
  // grammars (issue 35, row 53: PLaMo 3)
  plamo,
  // grammars (issue 35, row 53: Step-Audio 2)
  stepAudio,
  // grammars (issue 35, row 53: RWKV)
  rwkv
];
var others = [
  phantomToolUse,
  piArgumentsError,
  // others (second group of rules: sanitize plugins)
  sanitizePatternAnchors
];

export {
  PHANTOM_ERROR_MESSAGE,
  phantomToolUse,
  OLD_KEYS,
  NEW_KEYS,
  DEFAULT_ANCHOR_BLEED_MODELS,
  rules,
  grammars,
  others
};
