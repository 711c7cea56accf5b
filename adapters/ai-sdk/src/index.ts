/**
 * `@pi-tool-repair/ai-sdk`: pi-tool-repair inside an AI SDK client. `toolRepair(options)` is a language-model
 * middleware (`wrapLanguageModel({ model, middleware: toolRepair() })`, `ai` 7, `LanguageModelV4Middleware`):
 * leaked calls become tool calls, markup leaves the text, arguments are repaired against each tool's schema, and the
 * finish reason follows; `repairToolCall` is the same repair for the SDK's `experimental_repairToolCall` hook.
 * Never throws out of the model call: a failure inside the repair is logged and the model's answer passes as it came.
 */
import type { Logger } from "@pi-tool-repair/host";
import type { LanguageModelV4Middleware, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { describeError } from "@pi-tool-repair/grammar-kit";
import { repairGenerated } from "./generate.js";
import { planCall, setup, type ToolRepairOptions } from "./setup.js";
import { StreamRepair } from "./stream.js";

export type { ToolRepairOptions } from "./setup.js";
export { createRepairToolCall, repairToolCall, type RepairToolCallFunction, type RepairToolCallInput, type RepairToolCallOptions } from "./repair-tool-call.js";

/** The middleware: `wrapGenerate` and `wrapStream` repair the model's answer with the call's tools and model id. */
export function toolRepair(options: ToolRepairOptions = {}): LanguageModelV4Middleware {
  const s = setup(options);
  const { log } = s;
  return {
    specificationVersion: "v4",
    async wrapGenerate({ doGenerate, params, model }) {
      const result = await doGenerate();
      try {
        const plan = planCall(await s.runtime(), params, model.modelId, s.recover, log);
        const repaired = repairGenerated(result, plan);
        const r = repaired.report;
        if (r) log.debug(`[pi-tool-repair] ai-sdk: ${model.modelId}: response repaired (recovered ${r.recovered}, repaired ${r.repaired}, stripped ${r.stripped})`);
        return repaired.result;
      } catch (error) {
        log.warn(`[pi-tool-repair] ai-sdk: repair failed (${describeError(error)}); the answer passes unrepaired`);
        return result;
      }
    },
    async wrapStream({ doStream, params, model }) {
      const result = await doStream();
      let repair: StreamRepair;
      try {
        repair = new StreamRepair(planCall(await s.runtime(), params, model.modelId, s.recover, log), log);
      } catch (error) {
        log.warn(`[pi-tool-repair] ai-sdk: repair failed (${describeError(error)}); the stream passes unrepaired`);
        return result;
      }
      return { ...result, stream: result.stream.pipeThrough(guarded(repair, log)) };
    },
  };
}

/** The stream repair, with a failure inside it logged and the rest of the stream passed as it came. */
function guarded(repair: StreamRepair, log: Logger): TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart> {
  let failed = false;
  const fail = (error: unknown) => {
    failed = true;
    log.warn(`[pi-tool-repair] ai-sdk: stream repair failed (${describeError(error)}); the rest passes unrepaired`);
  };
  // what was held goes out as it came: nothing is lost
  const drain = (controller: TransformStreamDefaultController<LanguageModelV4StreamPart>) => {
    try {
      for (const p of repair.drain()) controller.enqueue(p);
    } catch {
      // nothing more to save
    }
  };
  return new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
    transform(part, controller) {
      if (failed) return controller.enqueue(part);
      try {
        for (const p of repair.push(part)) controller.enqueue(p);
      } catch (error) {
        fail(error);
        drain(controller);
        controller.enqueue(part);
      }
    },
    flush(controller) {
      if (failed) return;
      try {
        for (const p of repair.end()) controller.enqueue(p);
      } catch (error) {
        fail(error);
        drain(controller);
      }
    },
  });
}

export default toolRepair;
