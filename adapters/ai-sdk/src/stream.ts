/**
 * `wrapStream`'s repair, with the proxy's hold-back rule: text (and reasoning) goes out as it comes, except from the
 * first character that could begin a marker of an active grammar (`releasable`), held until the turn's end; the
 * client's native tool-call parts are held too. At the `finish` part the whole turn goes through the host
 * (`processMessage`, as `wrapGenerate` does): the rest of the text, the held text ends, the calls (repaired or
 * recovered), then the finish with its reason mapped. Past the held-back cap the stream passes through unrepaired.
 */
import type { AssistantMessage, Block, Grammar, Logger, ToolCallBlock } from "@pi-tool-repair/host";
import { stopReasonOfAiSdk } from "@pi-tool-repair/host";
import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { HOLD_CAP, releasable, restAfter, toolCallBlock } from "@pi-tool-repair/preset-pi-default/runtime";
import { finishAfter, toolCallPart, type Report } from "./generate.js";
import type { CallPlan } from "./setup.js";

type Part = LanguageModelV4StreamPart;
type FinishPart = Extract<Part, { type: "finish" }>;

/** One streamed text kind of the turn (all its text parts, or all its reasoning parts, as one text). */
interface Channel {
  text: string;
  /** How much of `text` went out. */
  released: number;
  /** A whole marker was seen: the rest waits for the turn's end. */
  held: boolean;
  /** The id of the last part of this kind (the rest goes out under it). */
  lastId: string | undefined;
  /** Its `…-end` parts, held to the turn's end. */
  ends: Part[];
}

const channel = (): Channel => ({ text: "", released: 0, held: false, lastId: undefined, ends: [] });

/** A native call's parts (`tool-input-*`, then `tool-call`), held to the turn's end. */
interface HeldCall {
  parts: Part[];
  call: Extract<Part, { type: "tool-call" }> | undefined;
  inputLength: number;
}

/** A `TransformStream` that repairs one model stream in `plan`; `report` says what changed once it ended. */
export class StreamRepair {
  readonly #plan: CallPlan;
  readonly #log: Logger;
  readonly #cap: number;
  readonly #text: readonly Grammar[];
  readonly #thinking: readonly Grammar[];
  readonly #holdCalls: boolean;
  readonly #out = channel();
  readonly #reasoning = channel();
  readonly #calls = new Map<string, HeldCall>();
  #through: boolean;
  #done = false;
  readonly report: Report & { passedThrough: boolean } = { recovered: 0, repaired: 0, stripped: 0, passedThrough: false };

  constructor(plan: CallPlan, log: Logger, cap = HOLD_CAP) {
    this.#plan = plan;
    this.#log = log;
    this.#cap = cap;
    this.#text = plan.host.activeGrammars("text", plan.ctx);
    this.#thinking = plan.host.activeGrammars("thinking", plan.ctx);
    this.#holdCalls = plan.ctx.tools.size > 0;
    // nothing can change: the stream passes through as it is
    this.#through = this.#text.length === 0 && this.#thinking.length === 0 && !this.#holdCalls;
  }

  /** The stream transformer. */
  transform(): TransformStream<Part, Part> {
    return new TransformStream<Part, Part>({
      transform: (part, controller) => {
        for (const p of this.push(part)) controller.enqueue(p);
      },
      flush: (controller) => {
        for (const p of this.end()) controller.enqueue(p);
      },
    });
  }

  /** The parts to send for one part of the model's stream. */
  push(part: Part): Part[] {
    if (this.#through || this.#done) return [part];
    const out: Part[] = [];
    switch (part.type) {
      case "text-start":
        if (this.#text.length > 0) this.#out.lastId = part.id;
        return [part];
      case "text-delta":
        if (this.#text.length === 0) return [part];
        this.#out.lastId = part.id;
        this.#out.text += part.delta;
        out.push(...this.#release(this.#out, this.#text, part));
        break;
      case "text-end":
        if (this.#text.length === 0) return [part];
        this.#out.ends.push(part);
        return [];
      case "reasoning-start":
        if (this.#thinking.length > 0) this.#reasoning.lastId = part.id;
        return [part];
      case "reasoning-delta":
        if (this.#thinking.length === 0) return [part];
        this.#reasoning.lastId = part.id;
        this.#reasoning.text += part.delta;
        out.push(...this.#release(this.#reasoning, this.#thinking, part));
        break;
      case "reasoning-end":
        if (this.#thinking.length === 0) return [part];
        this.#reasoning.ends.push(part);
        return [];
      case "tool-input-start":
      case "tool-input-delta":
      case "tool-input-end": {
        if (!this.#holdCalls || (part.type === "tool-input-start" && part.providerExecuted === true) || (part.type !== "tool-input-start" && !this.#calls.has(part.id))) return [part];
        const held = this.#held(part.id);
        held.parts.push(part);
        if (part.type === "tool-input-delta") held.inputLength += part.delta.length;
        break;
      }
      case "tool-call": {
        if (!this.#holdCalls || part.providerExecuted === true) return [part];
        const held = this.#held(part.toolCallId);
        held.call = part;
        held.inputLength += part.input.length;
        break;
      }
      case "finish":
        return this.#finish(part);
      default:
        return [part]; // stream-start, response metadata, sources, files, provider results, raw, errors: not held
    }
    if (this.#heldNow() > this.#cap) return [...out, ...this.#passThrough()];
    return out;
  }

  /** The model's stream ended: a turn without a `finish` part is decided with what came (it gains no call). */
  end(): Part[] {
    if (this.#through || this.#done) return [];
    return this.#finish(undefined);
  }

  #held(id: string): HeldCall {
    let held = this.#calls.get(id);
    if (!held) this.#calls.set(id, (held = { parts: [], call: undefined, inputLength: 0 }));
    return held;
  }

  /** The delta part that can go out now for `c` (none when all of it waits). */
  #release(c: Channel, grammars: readonly Grammar[], part: Extract<Part, { type: "text-delta" | "reasoning-delta" }>): Part[] {
    if (c.held) return [];
    const { upTo, held } = releasable(c.text, grammars, c.released);
    c.held = held;
    const piece = c.text.slice(c.released, upTo);
    c.released = upTo;
    return piece === "" ? [] : [{ ...part, delta: piece }];
  }

  #heldNow(): number {
    let n = this.#out.text.length - this.#out.released + (this.#reasoning.text.length - this.#reasoning.released);
    for (const k of this.#calls.values()) n += k.inputLength;
    return n;
  }

  /** The turn's end: the turn through the host, and the parts that finish it. */
  #finish(finish: FinishPart | undefined): Part[] {
    this.#done = true;
    const blocks: Block[] = [];
    const native = new Map<Block, HeldCall>();
    if (this.#thinking.length > 0 && this.#reasoning.text !== "") blocks.push({ type: "thinking", thinking: this.#reasoning.text });
    if (this.#text.length > 0 && this.#out.text !== "") blocks.push({ type: "text", text: this.#out.text });
    const unfinished: Part[] = [];
    for (const held of this.#calls.values()) {
      // a call whose tool-call part never came: its input parts go out as they were
      if (held.call === undefined) {
        unfinished.push(...held.parts);
        continue;
      }
      const block = toolCallBlock(held.call.toolCallId, held.call.toolName, held.call.input);
      native.set(block, held);
      blocks.push(block);
    }
    const message: AssistantMessage = { role: "assistant", content: blocks, stopReason: finish ? stopReasonOfAiSdk(finish.finishReason.unified) : "pending" };
    let result: ReturnType<CallPlan["host"]["processMessage"]>;
    try {
      result = this.#plan.host.processMessage(message, this.#plan.ctx);
    } catch (error) {
      // the host logs a failing plugin itself; anything else: the turn goes out as it came
      this.#log.warn(`[pi-tool-repair] ai-sdk: repair failed (${error instanceof Error ? error.message : String(error)}); the turn passes unrepaired`);
      result = { message, changed: false, recovered: [], stripped: 0, calls: [], phantom: false };
    }
    const after = result.message as AssistantMessage;
    if (result.changed) {
      this.report.recovered += result.recovered.length;
      this.report.repaired += result.calls.filter((c) => c.result.outcome === "repaired").length;
      this.report.stripped += result.stripped;
    }
    let text = "";
    let thinking = "";
    const calls: Part[] = [];
    let count = 0;
    for (const block of after.content) {
      if (block.type === "text") text += String((block as { text?: unknown }).text ?? "");
      else if (block.type === "thinking") thinking += String((block as { thinking?: unknown }).thinking ?? "");
      else if (block.type === "toolCall") {
        count++;
        const held = native.get(block);
        if (held) calls.push(...held.parts, held.call!);
        else calls.push(...callParts(block as ToolCallBlock, native, this.#calls));
      }
    }
    const out: Part[] = [];
    if (this.#thinking.length > 0) out.push(...this.#rest(this.#reasoning, thinking, "reasoning"));
    if (this.#text.length > 0) out.push(...this.#rest(this.#out, text, "text"));
    out.push(...unfinished, ...calls);
    if (finish) {
      const reason = finishAfter(finish.finishReason, after, count) ?? finish.finishReason;
      out.push(reason === finish.finishReason ? finish : { ...finish, finishReason: reason });
    }
    return out;
  }

  /** The rest of a channel after what went out, for its final text to read `final`, then its held ends. */
  #rest(c: Channel, final: string, kind: "text" | "reasoning"): Part[] {
    const out: Part[] = [];
    const rest = restAfter(final, c.text.slice(0, c.released), this.#log);
    if (rest !== "") {
      let id = c.lastId;
      if (id === undefined) {
        id = `${kind}-ptr`;
        out.push({ type: `${kind}-start`, id });
        c.ends.push({ type: `${kind}-end`, id });
      }
      out.push({ type: `${kind}-delta`, id, delta: rest });
    }
    out.push(...c.ends);
    c.ends = [];
    return out;
  }

  /** Past the cap: what is held goes out as it came, and from here on the stream passes through. */
  #passThrough(): Part[] {
    this.#log.warn(`[pi-tool-repair] ai-sdk: a stream held back more than ${this.#cap} characters; the rest of this response passes through unrepaired`);
    return this.drain();
  }

  /** What is held, as it came; from here on the stream passes through (past the cap, or after a failure). */
  drain(): Part[] {
    this.#through = true;
    this.report.passedThrough = true;
    const out: Part[] = [];
    for (const [c, kind] of [[this.#reasoning, "reasoning"], [this.#out, "text"]] as const) {
      if (c.text.length > c.released && c.lastId !== undefined) out.push({ type: `${kind}-delta`, id: c.lastId, delta: c.text.slice(c.released) });
      c.released = c.text.length;
      out.push(...c.ends);
      c.ends = [];
    }
    for (const held of this.#calls.values()) out.push(...held.parts, ...(held.call ? [held.call] : []));
    this.#calls.clear();
    return out;
  }
}

/**
 * A repaired or recovered call as stream parts: its input streamed as one delta (the repaired JSON), then the
 * `tool-call`. A repaired native call keeps its start part's fields (title, provider metadata …).
 */
function callParts(block: ToolCallBlock, native: Map<Block, HeldCall>, held: Map<string, HeldCall>): Part[] {
  const part = toolCallPart(block);
  const original = native.size > 0 ? held.get(block.id) : undefined;
  const start = original?.parts.find((p) => p.type === "tool-input-start");
  const id = part.toolCallId;
  return [
    start ? { ...start, id } : { type: "tool-input-start", id, toolName: part.toolName },
    { type: "tool-input-delta", id, delta: part.input },
    { type: "tool-input-end", id },
    original?.call ? { ...original.call, input: part.input } : part,
  ];
}
