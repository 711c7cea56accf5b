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

// presets/apertus/dist/index.js
var APERTUS_MODELS = ["(^|[/:@_])apertus([-_.:]|$)"];
var apertus = definePreset({
  name: "@pi-tool-repair/preset-apertus",
  description: "Model preset for Apertus (Swiss AI): recovers leaked <|tools_prefix|> calls on top of preset-pi-default.",
  models: APERTUS_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["apertus"] } }
});
var dist_default = apertus;
export {
  APERTUS_MODELS,
  apertus,
  dist_default as default
};
