export * from "@pi-tool-repair/grammar-kit";
