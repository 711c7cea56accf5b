import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);

// presets/pi-default/dist/runtime/log.js
var stderrLogger = {
  debug(message) {
    process.stderr.write(message.endsWith("\n") ? message : message + "\n");
  },
  warn(message) {
    process.stderr.write(message.endsWith("\n") ? message : message + "\n");
  }
};
function jsonText(value) {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export {
  stderrLogger,
  jsonText
};
