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

// presets/gpt-oss/dist/index.js
var gptOss = definePreset({
  name: "@pi-tool-repair/preset-gpt-oss",
  description: "gpt-oss: harmony recovery; array-wrapping and quoted-object repairs.",
  models: ["gpt[-_]?oss"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["harmony"] }
  }
});
var dist_default = gptOss;
export {
  dist_default as default,
  gptOss
};
