import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunks/chunk-ATRYUUK3.js";
import {
  PI_TOOL_SCHEMAS,
  createDefaultHost,
  piDefault,
  preset_default
} from "./chunks/chunk-C2GK6FAD.js";
import {
  PHANTOM_ERROR_MESSAGE,
  grammars,
  others,
  phantomToolUse,
  rules
} from "./chunks/chunk-HQQYAUDJ.js";
import {
  piArgumentsError,
  rawArgumentsText,
  readPiArgumentsError
} from "./chunks/chunk-4TCUM3WQ.js";
import "./chunks/chunk-DLWRQH4X.js";
import "./chunks/chunk-CQXNDLPR.js";
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
