import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunk-ATRYUUK3.js";
import {
  piDefault
} from "./chunk-ZMYQ4R26.js";
import {
  DEFAULT_ANCHOR_BLEED_MODELS
} from "./chunk-QCVGMGL2.js";
import "./chunk-4TCUM3WQ.js";
import {
  definePreset
} from "./chunk-KJQZJYVY.js";
import "./chunk-S62PELVU.js";
import "./chunk-N5N6Q73W.js";

// presets/minimax/dist/index.js
var MINIMAX_MODELS = ["minimax", "abab\\d"];
var MINIMAX_M3_MODELS = ["minimax[-_]?m3(?![0-9])"];
var minimax = definePreset({
  name: "@pi-tool-repair/preset-minimax",
  description: "MiniMax: invoke, M3, M1 and Text-01 recovery, anchor-bleed sanitizing; key-token and JSON-text repairs.",
  models: MINIMAX_MODELS,
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["invoke", "minimax-m3", "minimax-m1", "minimax-text"] },
    options: { sanitizePatternAnchors: { anchorBleedModels: [.../* @__PURE__ */ new Set([...DEFAULT_ANCHOR_BLEED_MODELS, ...MINIMAX_MODELS])] } }
  }
});
var dist_default = minimax;
export {
  MINIMAX_M3_MODELS,
  MINIMAX_MODELS,
  dist_default as default,
  minimax
};
