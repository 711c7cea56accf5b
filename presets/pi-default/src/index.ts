/**
 * The package's main entry (`@pi-tool-repair/preset-pi-default`): the preset itself, from `preset/`.
 *
 * `src` has four rooms, imports running one way: `preset/` ← `runtime/` ← {`pi/`, `cli/`}; the four files at the
 * top are the package's entry points (`.`, `./extension`, `./config`, `./cli`), and no room imports them.
 */
export * from "./preset/index.js";
export { default } from "./preset/index.js";
