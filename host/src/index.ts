export { HOST_API_VERSION, MAX_REPAIR_PASSES, RepairHost, createHost, orderPlugins, rawArgumentsText, toToolMap, describePlugin } from "./host.js";
export type { Hooks, ProcessResult, RecoveredReport, ToolCallReport, ContextInput, HostOptions, ToolsInput } from "./host.js";
export { STAGE, defineRule, defineGrammar, definePreset, isPreset, grammarEnabled } from "./define.js";
export type {
  RepairPlugin,
  Preset,
  Rule,
  RuleSpec,
  RuleResult,
  Grammar,
  GrammarSpec,
  ScanInput,
  ScanResult,
  Candidate,
  RecoveredCall,
  ConfigInput,
  DeepPartial,
} from "./define.js";
export { Draft, bindIssue } from "./draft.js";
export type { RuleIssue } from "./draft.js";
export { HostError, describeError } from "./errors.js";
export type { HostErrorCode } from "./errors.js";
export { SCHEMA_ERROR, validateWithAjv } from "./validator.js";
export { linearPattern } from "./pattern.js";
export type { LinearPattern } from "./pattern.js";
export { acceptsType, declaredTypes, expandSchema, isRequiredAt, subschemasAt } from "./schema.js";
export { cloneJson, getAt, hasAt, isPlainObject, jsonEqual, joinPointer, valueNestsDeeperThan, parentPointer, parsePointer, formatPointer } from "./pointer.js";
export { DEFAULT_ANCHOR_BLEED_MODELS, defaultConfig, mergeConfig, resolveConfig, silentLogger, stderrLogger } from "./config.js";
export { ForwardSearch, MarkerSet, THINK_TAGS, codeRanges, contentSpans, inRanges, isZeroWidth, thinkRanges } from "./scan.js";
export type { Range } from "./scan.js";
export { PHANTOM_ERROR_MESSAGE, phantomToolUse } from "./phantom.js";
export { jsonExtent, JsonReader, duplicateKeyedExtent, hasDuplicateKeys, parseJson, parseJsonAt, readJsonString } from "./json.js";
export type { JsonAt } from "./json.js";
export { insideOtherMarkup, otherMarkupEnd, otherMarkupFreeUntil } from "./inside.js";
export { callOf, callsOf, decodeArguments, isRecord, isSchemaShaped, isToolName, setParam, skipWs } from "./calls.js";
export type { CallShape } from "./calls.js";
export { acceptsValue, exactNumber, jsonType, numbersExact, toBoolean, toInteger, toNumber, toStructured, typeByOrder, typesOf } from "./values.js";
export type * from "./types.js";
export { parsePythonCallAt, parsePythonLiteral, parsePythonLiteralAt } from "./python.js";
export type { PythonAt, PythonCall } from "./python.js";
export { TextPieces, startsLikeJson } from "./text.js";
