import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunks/chunk-ATRYUUK3.js";
import {
  PI_TOOL_SCHEMAS,
  createDefaultHost,
  piDefault,
  preset_default
} from "./chunks/chunk-ZMYQ4R26.js";
import {
  PHANTOM_ERROR_MESSAGE,
  grammars,
  others,
  phantomToolUse,
  rules
} from "./chunks/chunk-QCVGMGL2.js";
import {
  piArgumentsError,
  rawArgumentsText,
  readPiArgumentsError
} from "./chunks/chunk-4TCUM3WQ.js";
import "./chunks/chunk-KJQZJYVY.js";
import "./chunks/chunk-S62PELVU.js";
import "./chunks/chunk-N5N6Q73W.js";
export {
  PHANTOM_ERROR_MESSAGE,
  PI_TOOL_SCHEMAS,
  createDefaultHost,
  preset_default as default,
  grammars,
  others,
  phantomToolUse,
  piArgumentsError,
  piDefault,
  rawArgumentsText,
  readPiArgumentsError,
  rules
};
