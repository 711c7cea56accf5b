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

// presets/longcat/dist/index.js
var LONGCAT_MODELS = ["(^|[^a-z0-9])longcat([^a-z]|$)"];
var longcat = definePreset({
  name: "@pi-tool-repair/preset-longcat",
  description: "LongCat: recovers leaked <longcat_tool_call> JSON calls on top of preset-pi-default.",
  models: LONGCAT_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["longcat"] } }
});
var dist_default = longcat;
export {
  LONGCAT_MODELS,
  dist_default as default,
  longcat
};
