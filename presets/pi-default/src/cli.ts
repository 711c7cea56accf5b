/** The `./cli` entry and what `bin/pi-tool-repair.js` runs (`dist/cli.js`): the command line, from `cli/`. */
export * from "./cli/cli.js";
