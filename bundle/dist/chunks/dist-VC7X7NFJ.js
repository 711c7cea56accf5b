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

// presets/kimi/dist/index.js
var KIMI_MODELS = ["kimi", "moonshot"];
var kimi = definePreset({
  name: "@pi-tool-repair/preset-kimi",
  description: "Kimi: tool-call section recovery, anchor-bleed sanitizing; raw-text and root-string repairs.",
  models: KIMI_MODELS,
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["kimi", "kimi-k3"] },
    options: { sanitizePatternAnchors: { anchorBleedModels: [.../* @__PURE__ */ new Set([...DEFAULT_ANCHOR_BLEED_MODELS, ...KIMI_MODELS])] } }
  }
});
var dist_default = kimi;
export {
  KIMI_MODELS,
  dist_default as default,
  kimi
};
