/**
 * The proxy's streaming side (issue 38, item 2): a chat-completion SSE stream repaired as it flows. Text deltas go
 * out as they come, except from the first character that could begin a marker of an active grammar
 * (`holdBackFrom`), held until the choice ends; native tool-call deltas are held too. At the choice's
 * `finish_reason` the whole turn goes through the host (`processMessage`, as the non-streaming answer does): the
 * rest of its text, its calls as `tool_calls` deltas, then its finish reason. Past the held-back cap the stream
 * passes through unrepaired.
 */
import type { Grammar, Logger } from "@pi-tool-repair/host";
import { isPlainObject, SPACE } from "@pi-tool-repair/grammar-kit";
import { HOLD_CAP, releasable, restAfter } from "../../runtime/client.js";
import { messageOf, partsOf, type RequestPlan } from "./openai.js";
import type { AssistantMessage } from "@pi-tool-repair/host";

// the hold-back is shared with the AI SDK middleware (runtime/client.ts)
export { HOLD_CAP, restAfter };

/** A native call assembled from its deltas. */
interface NativeCall {
  id: string;
  type: string;
  name: string;
  arguments: string;
}

/** One choice's stream: what came, what went out, what waits. */
interface Choice {
  text: string;
  /** How much of `text` went out. */
  released: number;
  /** A whole marker was seen: the rest of the text waits for the end. */
  held: boolean;
  reasoning: string;
  reasoningReleased: number;
  reasoningHeld: boolean;
  calls: NativeCall[];
  /** The held `tool_calls` delta entries as sent (for the pass-through past the cap). */
  deltas: unknown[];
  done: boolean;
}

/** What a finished stream reports (the one log line of a repaired response). */
export interface StreamReport {
  recovered: number;
  repaired: number;
  stripped: number;
  /** Past the cap: the rest passed through unrepaired. */
  passedThrough: boolean;
}

/**
 * Repairs one SSE stream. `push` takes the upstream's text as it arrives, `end` its end; both hand the text to send
 * to `write`. Events are `\n\n`-separated (`\r\n` read as `\n`); an event the proxy does not change goes out as it
 * came.
 */
export class StreamRepair {
  readonly #plan: RequestPlan;
  readonly #write: (text: string) => void;
  readonly #log: Logger;
  readonly #cap: number;
  readonly #text: readonly Grammar[];
  readonly #thinking: readonly Grammar[];
  readonly #holdCalls: boolean;
  readonly #choices = new Map<number, Choice>();
  #pending = "";
  #through = false;
  /** The last chunk's top-level fields (id, model, created …), for the chunks the proxy writes. */
  #template: Record<string, unknown> = {};
  readonly report: StreamReport = { recovered: 0, repaired: 0, stripped: 0, passedThrough: false };

  constructor(plan: RequestPlan, write: (text: string) => void, log: Logger, cap = HOLD_CAP) {
    this.#plan = plan;
    this.#write = write;
    this.#log = log;
    this.#cap = cap;
    this.#text = plan.host.activeGrammars("text", plan.ctx);
    this.#thinking = plan.host.activeGrammars("thinking", plan.ctx);
    this.#holdCalls = plan.ctx.tools.size > 0;
    // nothing can change: the stream passes through as it is
    if (this.#text.length === 0 && this.#thinking.length === 0 && !this.#holdCalls) this.#through = true;
  }

  push(data: string): void {
    if (this.#through) {
      this.#write(data);
      return;
    }
    this.#pending += data.includes("\r") ? data.replace(/\r\n?/g, "\n") : data;
    for (let end = this.#pending.indexOf("\n\n"); end >= 0 && !this.#through; end = this.#pending.indexOf("\n\n")) {
      const event = this.#pending.slice(0, end + 2);
      this.#pending = this.#pending.slice(end + 2);
      this.#event(event);
    }
    if (this.#through && this.#pending) {
      this.#write(this.#pending);
      this.#pending = "";
    }
  }

  /** The upstream ended: any choice still open is decided with what came (no finish reason: it gains no call). */
  end(): void {
    if (this.#pending) {
      const rest = this.#pending;
      this.#pending = "";
      if (this.#through) this.#write(rest);
      else this.#event(rest.endsWith("\n") ? rest + "\n" : rest + "\n\n");
    }
    if (this.#through) return;
    for (const [index, c] of this.#choices) if (!c.done) for (const chunk of this.#finish(index, c, null)) this.#send(chunk);
  }

  #choice(index: number): Choice {
    let c = this.#choices.get(index);
    if (!c) this.#choices.set(index, (c = { text: "", released: 0, held: false, reasoning: "", reasoningReleased: 0, reasoningHeld: false, calls: [], deltas: [], done: false }));
    return c;
  }

  #send(chunk: Record<string, unknown>): void {
    this.#write(`data: ${JSON.stringify(chunk)}\n\n`);
  }

  #event(event: string): void {
    const data = dataOf(event);
    if (data === undefined || data === "[DONE]") {
      if (data === "[DONE]") for (const [index, c] of this.#choices) if (!c.done) for (const chunk of this.#finish(index, c, null)) this.#send(chunk);
      this.#write(event);
      return;
    }
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      this.#write(event);
      return;
    }
    if (!isPlainObject(chunk) || !Array.isArray(chunk.choices)) {
      this.#write(event);
      return;
    }
    const { choices: _c, usage: _u, ...template } = chunk;
    this.#template = template;
    let changed = false;
    const after: Record<string, unknown>[] = [];
    const out: unknown[] = [];
    for (const raw of chunk.choices) {
      if (!isPlainObject(raw)) {
        out.push(raw);
        continue;
      }
      const index = typeof raw.index === "number" ? raw.index : 0;
      const c = this.#choice(index);
      if (c.done) {
        out.push(raw); // after its finish reason: nothing of it is held any more
        continue;
      }
      const delta: Record<string, unknown> = isPlainObject(raw.delta) ? { ...raw.delta } : {};
      let same = true;
      if (typeof delta.content === "string" && this.#text.length > 0) {
        c.text += delta.content;
        const piece = this.#release(c, "text");
        if (piece !== delta.content) {
          same = false;
          if (piece === "" && delta.content !== "") delete delta.content;
          else delta.content = piece;
        }
      }
      if (typeof delta.reasoning_content === "string" && this.#thinking.length > 0) {
        c.reasoning += delta.reasoning_content;
        const piece = this.#release(c, "thinking");
        if (piece !== delta.reasoning_content) {
          same = false;
          if (piece === "" && delta.reasoning_content !== "") delete delta.reasoning_content;
          else delta.reasoning_content = piece;
        }
      }
      if (Array.isArray(delta.tool_calls) && this.#holdCalls) {
        for (const d of delta.tool_calls) this.#addCallDelta(c, d);
        delete delta.tool_calls;
        same = false;
      }
      const finish = raw.finish_reason;
      if (finish !== null && finish !== undefined) {
        same = false;
        after.push(...this.#finish(index, c, finish));
        const choice = { ...raw, delta, finish_reason: null };
        // the finish reason goes out after the rest of the text and the calls, in the proxy's own chunks
        if (Object.keys(delta).length > 0) out.push(choice);
        changed = true;
        continue;
      }
      if (same) out.push(raw);
      else if (Object.keys(delta).length > 0) out.push({ ...raw, delta });
      if (!same) changed = true;
    }
    if (this.#heldNow() > this.#cap) {
      this.#passThrough(event);
      return;
    }
    if (!changed && after.length === 0) this.#write(event);
    else {
      if (out.length > 0 || chunk.usage !== undefined) this.#send({ ...chunk, choices: out });
      for (const a of after) this.#send(a);
    }
  }

  /** The part of a choice's text (or reasoning) that can go out now. */
  #release(c: Choice, kind: "text" | "thinking"): string {
    const text = kind === "text" ? c.text : c.reasoning;
    const from = kind === "text" ? c.released : c.reasoningReleased;
    if (kind === "text" ? c.held : c.reasoningHeld) return "";
    const grammars = kind === "text" ? this.#text : this.#thinking;
    const { upTo: safe, held } = releasable(text, grammars, from);
    if (held) {
      if (kind === "text") c.held = true;
      else c.reasoningHeld = true;
    }
    if (kind === "text") c.released = safe;
    else c.reasoningReleased = safe;
    return text.slice(from, safe);
  }

  /** How much every open choice holds back (text, reasoning, call arguments). */
  #heldNow(): number {
    let n = 0;
    for (const c of this.#choices.values()) {
      if (c.done) continue;
      n += c.text.length - c.released + (c.reasoning.length - c.reasoningReleased);
      for (const k of c.calls) n += k.arguments.length;
    }
    return n;
  }

  #addCallDelta(c: Choice, d: unknown): void {
    c.deltas.push(d);
    if (!isPlainObject(d)) return;
    const k = typeof d.index === "number" ? d.index : c.calls.length > 0 ? c.calls.length - 1 : 0;
    while (c.calls.length <= k) c.calls.push({ id: "", type: "function", name: "", arguments: "" });
    const call = c.calls[k]!;
    if (typeof d.id === "string") call.id = d.id;
    if (typeof d.type === "string") call.type = d.type;
    const fn = isPlainObject(d.function) ? d.function : {};
    if (typeof fn.name === "string") call.name += fn.name;
    if (typeof fn.arguments === "string") call.arguments += fn.arguments;
  }

  /** The choice's end: the turn through the host, and the chunks that finish it (rest of text, calls, finish reason). */
  #finish(index: number, c: Choice, finish: unknown): Record<string, unknown>[] {
    c.done = true;
    const entries = c.calls.map((k) => ({ id: k.id, type: k.type, function: { name: k.name, arguments: k.arguments } }));
    const reasoning = this.#thinking.length > 0 ? c.reasoning : undefined;
    const mapped = messageOf(reasoning, this.#text.length > 0 ? c.text : undefined, entries, finish);
    const result = this.#plan.host.processMessage(mapped.message, this.#plan.ctx);
    const parts = partsOf(mapped, result.message as AssistantMessage, finish);
    if (result.changed) {
      this.report.recovered += result.recovered.length;
      this.report.repaired += result.calls.filter((r) => r.result.outcome === "repaired").length;
      this.report.stripped += result.stripped;
    }
    const out: Record<string, unknown>[] = [];
    const delta: Record<string, unknown> = {};
    if (reasoning !== undefined) {
      const rest = restAfter(parts.reasoning, reasoning.slice(0, c.reasoningReleased), this.#log);
      if (rest) delta.reasoning_content = rest;
    }
    if (this.#text.length > 0) {
      const rest = restAfter(parts.content, c.text.slice(0, c.released), this.#log);
      if (rest) delta.content = rest;
    }
    if (Object.keys(delta).length > 0) out.push(this.#chunk(index, delta, null));
    if (parts.toolCalls.length > 0) {
      const calls = parts.toolCalls.map((t, i) => ({ index: i, ...(t as Record<string, unknown>) }));
      out.push(this.#chunk(index, { tool_calls: calls }, null));
    }
    out.push(this.#chunk(index, {}, finish === null ? null : parts.finishReason));
    if (finish === null) out.pop(); // no finish reason came: none is made up
    c.text = c.reasoning = "";
    c.calls = [];
    c.deltas = [];
    return out;
  }

  #chunk(index: number, delta: Record<string, unknown>, finish: unknown): Record<string, unknown> {
    return { ...this.#template, choices: [{ index, delta, finish_reason: finish }] };
  }

  /** Past the cap: what is held goes out as it came, and from here on the stream passes through. */
  #passThrough(event: string): void {
    this.#through = true;
    this.report.passedThrough = true;
    this.#log.warn(`[pi-tool-repair] serve: a stream held back more than ${this.#cap} characters; the rest of this response passes through unrepaired`);
    for (const [index, c] of this.#choices) {
      if (c.done) continue;
      const delta: Record<string, unknown> = {};
      if (c.reasoning.length > c.reasoningReleased) delta.reasoning_content = c.reasoning.slice(c.reasoningReleased);
      if (c.text.length > c.released) delta.content = c.text.slice(c.released);
      if (c.deltas.length > 0) delta.tool_calls = c.deltas;
      if (Object.keys(delta).length > 0) this.#send(this.#chunk(index, delta, null));
      c.done = true;
    }
    // the event that crossed the cap: its own text is in what was just sent, unless it finished a choice
    const data = dataOf(event);
    if (data !== undefined) {
      try {
        const chunk = JSON.parse(data) as Record<string, unknown>;
        const finishes = Array.isArray(chunk.choices) ? chunk.choices.filter((ch) => isPlainObject(ch) && ch.finish_reason != null) : [];
        if (finishes.length > 0 || chunk.usage !== undefined) {
          const choices = finishes.map((ch) => ({ ...(ch as Record<string, unknown>), delta: {} }));
          this.#send({ ...chunk, choices });
        }
      } catch {
        // already sent as text
      }
    }
  }
}

/** The `data:` payload of one SSE event (its data lines joined), or `undefined` when it has none. */
export function dataOf(event: string): string | undefined {
  let data: string | undefined;
  for (const line of event.split("\n")) {
    if (!line.startsWith("data:")) continue;
    const value = line.charCodeAt(5) === SPACE ? line.slice(6) : line.slice(5);
    data = data === undefined ? value : `${data}\n${value}`;
  }
  return data;
}
