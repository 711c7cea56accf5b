export * from "@pi-tool-repair/preset-pi-default";
export { default } from "@pi-tool-repair/preset-pi-default";
