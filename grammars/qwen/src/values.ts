/** The value typing now lives in the host; this re-export keeps `./values.js` imports working. */
export { toBoolean, typeByOrder, typesOf } from "@pi-tool-repair/host";
