import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);

// presets/pi-default/dist/preset/arguments-error.js
var MARKER = "\n\nReceived arguments:\n";
function rawArgumentsText(argumentsError) {
  const i = argumentsError.indexOf(MARKER);
  return i < 0 ? void 0 : argumentsError.slice(i + MARKER.length);
}
function sentRawArguments(block) {
  const err = block?.argumentsError;
  return typeof err === "string" && err ? rawArgumentsText(err) : void 0;
}
var readPiArgumentsError = (argumentsError) => {
  const text = rawArgumentsText(argumentsError);
  return text === void 0 ? { hint: 'argumentsError has no "Received arguments:" text; left for pi to report' } : { text };
};
var piArgumentsError = {
  name: "piArgumentsError",
  package: "@pi-tool-repair/preset-pi-default",
  host: "^1.0.0",
  stage: 100,
  kind: "plugin",
  apply(host) {
    host.readArgumentsErrorWith(readPiArgumentsError);
  }
};

export {
  rawArgumentsText,
  sentRawArguments,
  readPiArgumentsError,
  piArgumentsError
};
