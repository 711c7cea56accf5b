import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunk-ATRYUUK3.js";
import {
  piDefault
} from "./chunk-ZMYQ4R26.js";
import "./chunk-QCVGMGL2.js";
import "./chunk-4TCUM3WQ.js";
import {
  definePreset
} from "./chunk-KJQZJYVY.js";
import "./chunk-S62PELVU.js";
import "./chunk-N5N6Q73W.js";

// presets/openpangu/dist/index.js
var OPENPANGU_MODELS = ["(^|[/:@_])open[-_]?pangu([-_.:]|$)"];
var openpangu = definePreset({
  name: "@pi-tool-repair/preset-openpangu",
  description: "Model preset for openPangu: recovers leaked <|tool_call_start|> JSON calls on top of preset-pi-default.",
  models: OPENPANGU_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["openpangu"] } }
});
var dist_default = openpangu;
export {
  OPENPANGU_MODELS,
  dist_default as default,
  openpangu
};
