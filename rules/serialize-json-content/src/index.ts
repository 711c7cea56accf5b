import { STAGE, defineRule, isPlainObject, parentPointer } from "@pi-tool-repair/host";

/** Keys that hold a file's text. */
const CONTENT_KEYS = new Set(["content", "contents", "text", "body", "data", "fileContent", "file_content", "file_text"]);
/** Sibling keys that name the file. */
const PATH_KEYS = ["path", "file_path", "filePath", "filename", "file", "target_file"];

/**
 * `{"path":"package.json","content":{"name":"demo"}}` → `{"path":"package.json","content":"{\n  \"name\": \"demo\"\n}"}`:
 * a model sent the parsed JSON where the schema wants the file's text. Only for a `.json` file's content field;
 * anywhere else an object for a string stays unrepairable (never `String(obj)` → "[object Object]").
 */
export const serializeJsonContent = defineRule({
  name: "serializeJsonContent",
  package: "@pi-tool-repair/rule-serialize-json-content",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["type"],
  apply(issue, draft) {
    const value = issue.value;
    if (value === null || typeof value !== "object") return;
    if (!issue.expects("string") || issue.expects("object") || issue.expects("array")) return;
    const p = parentPointer(issue.path);
    if (!p || !CONTENT_KEYS.has(p.key)) return;
    const parent = draft.get(p.parent);
    if (!isPlainObject(parent)) return;
    const file = PATH_KEYS.map((k) => parent[k]).find((v): v is string => typeof v === "string");
    if (!file || !/\.json$/i.test(file.trim())) return;
    draft.set(issue.path, JSON.stringify(value, null, 2));
    return `serialized the object for ${JSON.stringify(file)} as 2-space JSON text`;
  },
});

export default serializeJsonContent;
