/** How a rule sees one validation issue: bound to the draft (`RuleIssue`), and the key it is about. */
import type { Draft, Issue, JSONSchema, JsonType, RuleIssue } from "../contract/index.js";
import { acceptsType } from "@pi-tool-repair/grammar-kit";

/** The key an issue is about (`required`, `additionalProperties`, `propertyNames`, `dependencies`), if any. */
export function issueKey(issue: Issue): string | undefined {
  const p = issue.params;
  return typeof p.missingProperty === "string"
    ? p.missingProperty
    : typeof p.additionalProperty === "string"
      ? p.additionalProperty
      : typeof p.propertyName === "string"
        ? p.propertyName
        : typeof p.property === "string"
          ? p.property
          : undefined;
}

/**
 * A bound issue: the issue's own fields, then the draft's view of it. `optional` is a getter (it walks the
 * schema, so only when asked) on the prototype: binding then costs a plain object, not an object literal
 * with an own getter after a spread, which V8 builds on a slow path (about 5 µs each, dozens per repair).
 */
class BoundIssue {
  declare readonly keyword: string;
  declare readonly instancePath: string;
  declare readonly schemaPath: string;
  declare readonly params: Record<string, unknown>;
  declare readonly message: string;
  declare readonly schema: JSONSchema;
  readonly path: string;
  readonly key: string | undefined;
  readonly value: unknown;
  readonly tool: string;
  readonly expects: (type: JsonType) => boolean;
  readonly #draft: Draft;

  constructor(issue: Issue, draft: Draft) {
    Object.assign(this, issue);
    // an issue's own `optional` would hide the draft's (as the later fields of a spread did)
    if (Object.prototype.hasOwnProperty.call(this, "optional")) delete (this as { optional?: unknown }).optional;
    this.path = issue.instancePath;
    this.key = issueKey(issue);
    this.value = draft.get(issue.instancePath);
    this.tool = draft.tool;
    this.expects = (type: JsonType) => acceptsType(issue.schema, type, draft.schema);
    this.#draft = draft;
  }

  get optional(): boolean {
    return this.#draft.isOptional(this.path);
  }
}

/** The issue as a rule's `apply` sees it. */
export function bindIssue(issue: Issue, draft: Draft): RuleIssue {
  return new BoundIssue(issue, draft);
}
