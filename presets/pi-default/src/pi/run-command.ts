/**
 * `/tool-repair` wired to the running extension: its registration with pi, and each subcommand run against the
 * extension's state (the texts themselves are in `command.ts` and `doctor.ts`).
 */
import { ENTRY_VERSION, type ModeEntryData } from "../runtime/stats.js";
import { formatLast, formatMode, formatStats, formatStatus, grammarLabel, parseCommand, COMMAND_USAGE, type StatusInfo } from "./command.js";
import { doctorRows, formatDoctor } from "./doctor.js";
import { liveTools, modelOf, type UiCtx } from "./pi-api.js";
import type { ExtensionState, Started } from "./state.js";

/** Why grammar recovery is on or off for the model, in the order the runtime decides it. */
function grammarWhy(s: Started, modelId: string | undefined, enabled: boolean): string {
  const g = s.runtime.config.grammarRepair;
  if (s.runtime.sessionMode !== undefined) return "set by /tool-repair mode for this session only";
  if (g.enabled !== undefined) return `grammarRepair.enabled is ${g.enabled} in the config`;
  if (s.runtime.leaks(modelId)) return "grammarRepair.leakModels matches the model id";
  return enabled ? "switched on by the active model preset" : "off by default for this model";
}

/** What `/tool-repair` (status) shows for the last model seen. */
async function statusInfo(state: ExtensionState, s: Started, ctx: UiCtx | undefined): Promise<StatusInfo> {
  const model = state.lastModel ?? modelOf(undefined, ctx?.model);
  const chosen = s.runtime.hostFor(model?.id);
  const rctx = s.runtime.contextFor(chosen.host, model, new Map(), state.log);
  const g = rctx.config.grammar;
  const grammars = chosen.host.plugins.filter((p) => p.kind === "grammar" && (g.grammars === undefined ? !("namedOnly" in p && p.namedOnly === true) : g.grammars.includes(p.name))).map(grammarLabel);
  return {
    hostVersion: state.piVersion,
    model: model?.id,
    presets: chosen.presets.map((p) => ({ name: p.name, why: s.runtime.whyActive(p, model?.id) ?? "active" })),
    grammarEnabled: g.enabled,
    grammarMode: g.mode,
    grammarWhy: grammarWhy(s, model?.id, g.enabled),
    grammars,
    configFile: s.loaded?.file,
    configFound: s.loaded?.found === true,
    configErrors: state.problems,
    statusLine: s.loaded.config.statusLine !== false,
    notify: s.loaded.config.notify === true,
  };
}

/** Runs one `/tool-repair …` line. */
export async function runCommand(state: ExtensionState, args: string, ctx: UiCtx | undefined): Promise<void> {
  const parsed = parseCommand(typeof args === "string" ? args : "");
  if (parsed.kind === "usage") return state.output(ctx, `pi-tool-repair: ${parsed.problem}\n${COMMAND_USAGE}`, "warning");
  if (parsed.kind === "stats") return state.output(ctx, formatStats(state.stats));
  if (parsed.kind === "last") return state.output(ctx, formatLast(state.stats, parsed.n));
  const s = await state.ready(ctx);
  if (!s) return state.output(ctx, "pi-tool-repair: failed to start (see the log); nothing is repaired", "warning");
  if (parsed.kind === "status") return state.output(ctx, formatStatus(await statusInfo(state, s, ctx)));
  if (parsed.kind === "doctor") {
    const model = state.lastModel ?? modelOf(undefined, ctx?.model);
    const { host } = s.runtime.hostFor(model?.id);
    const tools = liveTools(state.pi);
    return state.output(ctx, formatDoctor(doctorRows(host, tools, s.runtime.contextFor(host, model, tools, state.log))));
  }
  const info = await statusInfo(state, s, ctx);
  const before = info.grammarEnabled ? info.grammarMode : "off";
  s.runtime.setSessionMode(parsed.mode);
  state.entry({ v: ENTRY_VERSION, mode: parsed.mode } satisfies ModeEntryData);
  return state.output(ctx, formatMode(parsed.mode, before));
}
