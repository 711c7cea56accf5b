export type { JsonType, JSONSchema, RecoveredCall, OwnedMarkup, MarkupView, Positions } from "./types.js";
export { inRanges, lowerBound, mergeAscending, tagSpans } from "./positions.js";
export { contentSpans } from "./content-spans.js";
export type { Range } from "./types.js";
export { jsonEscapeAt, jsonExtent, JsonReader, type JsonDooms, jsonReaderOf, parseJsonAt, readJsonString } from "./json.js";
export { parseJsonAtRawControls } from "./json-raw-controls.js";
export { duplicateKeyedExtent, hasDuplicateKeys, jsonRepeatsKey, MAX_VALUE_DEPTH, parseJson } from "./json-text.js";
export type { JsonAt } from "./json.js";
export { parsePythonCallAt, parsePythonLiteral, parsePythonLiteralAt } from "./python.js";
export type { PythonAt, PythonCall, PythonReadOptions } from "./python.js";
export { pythonCallList, pythonKeywordCall } from "./python.js";
export { bareCoverEnd, insideOtherMarkup, otherMarkupEnd } from "./inside.js";
export { ARGUMENT_KEYS, CALL_SHAPE, CALL_SHAPE_ARGS_OPTIONAL, callOf, envelopeKeys, callsOf, decodeArguments, isRecord, isSchemaShaped, jsonCallBlock, keptBlock, setParam, skipLineSpace, skipWs } from "./calls.js";
export type { CallShape, EnvelopeKeys, KeptBlock } from "./calls.js";
export { acceptsValue, exactNumber, numbersExact, toStructured, typeByOrder, typesOf } from "./values.js";
export { cloneJson, deepFreeze, getAt, hasAt, isPlainObject, jsonEqual, joinPointer, valueNestsDeeperThan, parentPointer, parsePointer, formatPointer } from "./pointer.js";
export { acceptsType, declaredArgTypes, declaredKeys, declaredTypes, schemaType, subschemasAt, TYPE_ALIASES } from "./schema.js";
export type { DeclaresKey } from "./schema.js";
export { linearPattern, translatePattern } from "./pattern.js";
export type { LinearPattern, Translation } from "./pattern.js";
export { TextPieces, afterComment, commentsThenJson, invisibleAt, isInvisibleFormat, skipInvisible, startsLikeJson } from "./text.js";
export { describeError } from "./describe.js";
export { perInput } from "./memo.js";
export { callList, pastEndToken, readNameAttr, renameNativeCalls } from "./blocks.js";
export type { CallAt, CallList } from "./blocks.js";
export { ReadError, TolerantReader, isWordlessComment } from "./tolerant-json.js";
export type { ReadFailure, ReadResult, TolerantReadOptions } from "./tolerant-json.js";
export { TagValues } from "./tag-values.js";
export type { AfterClose, TagSpec } from "./tag-values.js";
export { keyValueTags } from "./key-value-tags.js";
export type { KeyValuePair, KeyValueTagNames, KeyValueTags, PairInput } from "./key-value-tags.js";
export type { TagInput } from "./types.js";
export { FUNCTION_CLOSE, FUNCTION_OPEN, parseFunctionBlock, qwenValue } from "./function-block.js";
export type { FunctionBlock, XmlOptions } from "./function-block.js";
export { INVOKE_CLOSE, INVOKE_LITERALS, INVOKE_OPEN, INVOKE_PARAM, INVOKE_PARAM_CLOSE, invokeBlocks } from "./invoke-block.js";
export type { InvokeInput, InvokeSpec } from "./invoke-block.js";
export { invokeTags } from "./invoke-block.js";
export { acceptsToolName, declaredNameAt, isDeclaredTool, isToolName, readToolName } from "./names.js";
export type { NameChars, NameView } from "./names.js";
export { holdsProse, looksLikeSentence } from "./prose.js";
export {
  TAB, LF, VT, FF, CR, SPACE, BANG, QUOTE, HASH, DOLLAR, AMPERSAND, APOSTROPHE, OPEN_PAREN, CLOSE_PAREN, STAR, PLUS,
  COMMA, MINUS, DOT, SLASH, DIGIT_0, DIGIT_7, DIGIT_9, COLON, SEMICOLON, LESS_THAN, EQUALS, GREATER_THAN, QUESTION, AT_SIGN,
  UPPER_A, UPPER_E, UPPER_F, UPPER_R, UPPER_Z, OPEN_BRACKET, BACKSLASH, CLOSE_BRACKET, UNDERSCORE, BACKTICK, LOWER_A,
  LOWER_B, LOWER_C, LOWER_D, LOWER_E, LOWER_F, LOWER_N, LOWER_P, LOWER_R, LOWER_T, LOWER_U, LOWER_Z, OPEN_BRACE, PIPE,
  CLOSE_BRACE, TILDE, NON_ASCII, ELLIPSIS, NO_BREAK_SPACE, IDEOGRAPHIC_SPACE, FULLWIDTH_BAR, isLineSpace, isJsonSpace,
  isPythonSpace, isAsciiSpace, isTextSpace, isDigit, isAsciiLetter, isIdentStart, isIdentChar, isPythonIdentStart,
  isPythonIdentChar, isNameChar, isQualifiedNameChar, isZeroWidth,
} from "./chars.js";
