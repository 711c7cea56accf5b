export * from "@pi-tool-repair/host";
