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

// presets/glm/dist/index.js
var GLM_MODELS = ["glm", "zhipu", "z-ai", "zai-org"];
var glm = definePreset({
  name: "@pi-tool-repair/preset-glm",
  description: "GLM: arg_key/arg_value recovery, anchor-bleed sanitizing; key-token, JSON-text and line-array repairs.",
  models: GLM_MODELS,
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["glm"] },
    options: { sanitizePatternAnchors: { anchorBleedModels: [.../* @__PURE__ */ new Set([...DEFAULT_ANCHOR_BLEED_MODELS, ...GLM_MODELS])] } }
  }
});
var dist_default = glm;
export {
  GLM_MODELS,
  dist_default as default,
  glm
};
