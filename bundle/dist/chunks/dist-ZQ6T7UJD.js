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

// presets/dots/dist/index.js
var DOTS_MODELS = ["(?:^|[/:])dots[._-]"];
var dots = definePreset({
  name: "@pi-tool-repair/preset-dots",
  description: "dots: <dots_function_call> invoke and JSON recovery on top of preset-pi-default.",
  models: DOTS_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["dots"] } }
});
var dist_default = dots;
export {
  DOTS_MODELS,
  dist_default as default,
  dots
};
