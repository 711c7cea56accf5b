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

// presets/nemotron/dist/index.js
var NEMOTRON_MODELS = ["(^|[^a-z0-9])nemotron"];
var nemotron = definePreset({
  name: "@pi-tool-repair/preset-nemotron",
  description: "Nemotron: recovers leaked <TOOLCALL> and Qwen3-Coder XML calls on top of preset-pi-default.",
  models: NEMOTRON_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["nemotron", "qwen"] } }
});
var dist_default = nemotron;
export {
  NEMOTRON_MODELS,
  dist_default as default,
  nemotron
};
