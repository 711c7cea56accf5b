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

// presets/rwkv/dist/index.js
var RWKV_MODELS = ["(?:^|[/:])rwkv(?:[0-9._/-]|$)"];
var rwkv = definePreset({
  name: "@pi-tool-repair/preset-rwkv",
  description: "Model preset for RWKV-7 models: recovers leaked **Tool Call:** fenced JSON calls on top of preset-pi-default.",
  models: RWKV_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["rwkv"] } }
});
var dist_default = rwkv;
export {
  RWKV_MODELS,
  dist_default as default,
  rwkv
};
