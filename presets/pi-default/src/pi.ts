/**
 * The file the `pi` manifest names (`dist/pi.js`): the extension as pi loads it. pi's loader aliases
 * `@earendil-works/pi-coding-agent` to the running pi, so its version and agent dir are the ones of the pi that
 * loaded us (never a copy from this package's own node_modules). Import `./extension` from anywhere else.
 */
import * as running from "@earendil-works/pi-coding-agent";
import { createExtension } from "./pi/factory.js";

export default createExtension({ running: running as { VERSION?: unknown; getAgentDir?: unknown } });
