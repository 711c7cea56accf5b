/**
 * The background warm-up (issue 37.1): when a tool call starts streaming (pi's `message_update`), the pi
 * extension starts its runtime in the background, so the first `message_end` with a call does not pay for it.
 * A warm-up must never change what `message_end` answers, never throw out of pi's handler, return at once, and
 * start only for a streaming tool call (a text stream loads nothing).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { createExtension, type PiLike } from "../../presets/pi-default/src/extension.js";
import { onMessageUpdate, streamingToolCall } from "../../presets/pi-default/src/pi/handlers.js";
import type { ExtensionState } from "../../presets/pi-default/src/pi/state.js";
import { anyInput, check, checkAsync, nastyString, schemaAndBrokenValue, schemaAndValue } from "./arbitraries.js";

const UPDATE_TYPES = ["start", "text_start", "text_delta", "text_end", "thinking_start", "thinking_delta", "thinking_end", "toolcall_start", "toolcall_delta", "toolcall_end", "done", "error"];
const toolName = fc.oneof(fc.constantFrom("t", "read", "bash", ""), nastyString, fc.constant(undefined), anyInput);
const block = fc.oneof(fc.record({ type: fc.constant("toolCall"), id: fc.constant("c"), name: toolName, arguments: fc.constant({}) }), fc.record({ type: fc.constant("text"), text: nastyString }), anyInput);

/** A `message_update` event as pi sends it, or a damaged one. */
const updateEvent = fc.oneof(
  fc.record({ type: fc.constantFrom(...UPDATE_TYPES), contentIndex: fc.oneof(fc.nat({ max: 3 }), anyInput), toolCall: fc.option(block, { nil: undefined }), content: fc.array(block, { maxLength: 3 }) }).map(
    ({ type, contentIndex, toolCall, content }) => {
      const partial = { role: "assistant", content, model: "m1" };
      return { type: "message_update", message: partial, assistantMessageEvent: { type, contentIndex, partial, ...(toolCall === undefined ? {} : { toolCall }) } };
    },
  ),
  anyInput,
);

/** The name the update's tool call block has, as the warm-up should read it. */
function expectedName(event: unknown): string | undefined {
  const u = (event as { assistantMessageEvent: { toolCall?: unknown; contentIndex: unknown; partial: { content: unknown[] } } }).assistantMessageEvent;
  const b = u.toolCall !== undefined ? u.toolCall : typeof u.contentIndex === "number" ? u.partial.content[u.contentIndex] : undefined;
  const name = b && typeof b === "object" ? (b as { name?: unknown }).name : undefined;
  return typeof name === "string" && name !== "" ? name : undefined;
}

function isToolCallUpdate(event: unknown): boolean {
  if (!event || typeof event !== "object") return false;
  const u = (event as { assistantMessageEvent?: unknown }).assistantMessageEvent;
  if (!u || typeof u !== "object") return false;
  const type = (u as { type?: unknown }).type;
  return type === "toolcall_start" || type === "toolcall_end";
}

describe("the warm-up while a tool call streams", () => {
  it("warms up only for a streaming tool call, with its name; returns undefined at once and never throws", () => {
    check(
      fc.property(updateEvent, anyInput, (event, ctx) => {
        const warmed: unknown[][] = [];
        const faults: string[] = [];
        const state = { warmUp: (...args: unknown[]) => void warmed.push(args), fault: (where: string) => void faults.push(where) } as unknown as ExtensionState;
        const answer = onMessageUpdate(state, event, ctx as { model?: unknown });
        expect(answer).toBeUndefined();
        expect(faults).toEqual([]);
        if (!isToolCallUpdate(event)) {
          expect(warmed).toEqual([]);
          expect(streamingToolCall(event)).toBeUndefined();
          return;
        }
        expect(warmed).toHaveLength(1);
        expect(warmed[0]![2]).toBe(expectedName(event));
      }),
      500,
    );
  });

  it("message_end answers exactly as without a warm-up, whatever streamed before it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ptr-warm-up-"));
    const broken = fc.oneof(schemaAndBrokenValue, schemaAndValue);
    await checkAsync(
      fc.asyncProperty(broken, fc.array(updateEvent, { maxLength: 4 }), fc.constantFrom("t", "other"), async ({ schema, value }, updates, streamed) => {
        const answers: unknown[] = [];
        for (const warm of [false, true]) {
          const handlers = new Map<string, (event: unknown, ctx: unknown) => unknown>();
          const pi: PiLike = { on: (e, h) => void handlers.set(e, h as never), getAllTools: () => [{ name: "t", parameters: schema }] };
          const lines: string[] = [];
          createExtension({ agentDir: dir, env: {}, write: (l) => void lines.push(l) })(pi);
          const ctx = { cwd: dir, model: { id: "m1" } };
          if (warm) {
            for (const u of updates) expect(handlers.get("message_update")!(u, ctx)).toBeUndefined();
            const partial = { role: "assistant", content: [{ type: "toolCall", id: "c", name: streamed, arguments: {} }], model: "m1" };
            handlers.get("message_update")!({ type: "message_update", message: partial, assistantMessageEvent: { type: "toolcall_start", contentIndex: 0, partial } }, ctx);
          }
          const message = { role: "assistant", content: [{ type: "text", text: "ok" }, { type: "toolCall", id: "c", name: "t", arguments: value }], stopReason: "toolUse", model: "m1" };
          answers.push({ out: await handlers.get("message_end")!({ message }, ctx), lines });
        }
        expect(answers[1]).toEqual(answers[0]);
      }),
      40,
    );
  });
});
