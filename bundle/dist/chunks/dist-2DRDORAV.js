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

// presets/deepseek/dist/index.js
var deepseek = definePreset({
  name: "@pi-tool-repair/preset-deepseek",
  description: "DeepSeek: DSML and bare JSON recovery; placeholder and raw-JSON repairs.",
  models: ["deepseek"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["dsml", "llama"] }
  }
});
var dist_default = deepseek;
export {
  deepseek,
  dist_default as default
};
