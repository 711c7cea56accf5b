/** The `./extension` entry and the file the `pi` manifest names (`dist/extension.js`): the pi extension, from `pi/`. */
export * from "./pi/extension.js";
export { default } from "./pi/extension.js";
