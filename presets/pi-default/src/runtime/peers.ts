/**
 * Packages a bundle serves itself: the one package `pi-tool-repair` ships `@pi-tool-repair/host`, the grammar
 * kit and preset-pi-default as its own entry files, and a third-party plugin that imports one of those names
 * must get that file (the one instance the bundle runs), never a copy npm installed beside the plugin.
 * Light on purpose: the bundle's factory fills it before anything else loads.
 */

/** Package name → the file URL that serves it. Empty outside a bundle. */
export const servedPeers = new Map<string, string>();
