/** The `./extension` entry (`dist/extension.js`): the pi extension for other code, from `pi/` (pi itself loads `pi-extension.ts`). */
export * from "./pi/extension.js";
export { default } from "./pi/extension.js";
