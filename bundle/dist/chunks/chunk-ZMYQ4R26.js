import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import {
  grammars,
  others,
  rules
} from "./chunk-QCVGMGL2.js";
import {
  createHost,
  definePreset
} from "./chunk-KJQZJYVY.js";

// presets/pi-default/dist/preset/pi-tools.js
var PI_TOOL_SCHEMAS = {
  "read": {
    "type": "object",
    "required": [
      "path"
    ],
    "properties": {
      "path": {
        "type": "string",
        "description": "Path to the file to read (relative or absolute)"
      },
      "offset": {
        "type": "number",
        "description": "Line number to start reading from (1-indexed)"
      },
      "limit": {
        "type": "number",
        "description": "Maximum number of lines to read"
      }
    }
  },
  "write": {
    "type": "object",
    "required": [
      "path",
      "content"
    ],
    "properties": {
      "path": {
        "type": "string",
        "description": "Path to the file to write (relative or absolute)"
      },
      "content": {
        "type": "string",
        "description": "Content to write to the file"
      }
    }
  },
  "edit": {
    "type": "object",
    "required": [
      "path",
      "edits"
    ],
    "properties": {
      "path": {
        "type": "string",
        "description": "Path to the file to edit (relative or absolute)"
      },
      "edits": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "oldText",
            "newText"
          ],
          "properties": {
            "oldText": {
              "type": "string",
              "description": "Exact text for one targeted replacement. It must be unique in the original file and must not overlap with any other edits[].oldText in the same call."
            },
            "newText": {
              "type": "string",
              "description": "Replacement text for this targeted edit."
            }
          }
        },
        "description": "One or more targeted replacements. Each edit is matched against the original file, not incrementally. Do not include overlapping or nested edits. If two changes touch the same block or nearby lines, merge them into one edit instead."
      }
    }
  },
  "bash": {
    "type": "object",
    "required": [
      "command"
    ],
    "properties": {
      "command": {
        "type": "string",
        "description": "Shell command to execute"
      },
      "timeout": {
        "type": "number",
        "description": "Timeout in seconds (optional, no default timeout)"
      }
    }
  },
  "grep": {
    "type": "object",
    "required": [
      "pattern"
    ],
    "properties": {
      "pattern": {
        "type": "string",
        "description": "Search pattern (regex or literal string)"
      },
      "path": {
        "type": "string",
        "description": "Directory or file to search (default: current directory)"
      },
      "glob": {
        "type": "string",
        "description": "Filter files by glob pattern relative to path, e.g. 'src/**/*.ts'. Without '/', e.g. '*.ts', it matches file names at any depth"
      },
      "ignoreCase": {
        "type": "boolean",
        "description": "Case-insensitive search (default: false)"
      },
      "literal": {
        "type": "boolean",
        "description": "Treat pattern as literal string instead of regex (default: false)"
      },
      "context": {
        "type": "number",
        "description": "Number of lines to show before and after each match (default: 0)"
      },
      "limit": {
        "type": "number",
        "description": "Maximum number of matches to return (default: 100)"
      }
    }
  },
  "find": {
    "type": "object",
    "required": [
      "pattern"
    ],
    "properties": {
      "pattern": {
        "type": "string",
        "description": "Glob pattern relative to the search directory, e.g. 'src/**/*.ts'. Without '/', e.g. '*.ts', it matches file names at any depth"
      },
      "path": {
        "type": "string",
        "description": "Directory to search in (default: current directory)"
      },
      "limit": {
        "type": "number",
        "description": "Maximum number of results (default: 1000)"
      }
    }
  },
  "ls": {
    "type": "object",
    "properties": {
      "path": {
        "type": "string",
        "description": "Directory to list (default: current directory)"
      },
      "limit": {
        "type": "number",
        "description": "Maximum number of entries to return (default: 500)"
      }
    }
  }
};

// presets/pi-default/dist/preset/index.js
var piDefault = definePreset({
  name: "@pi-tool-repair/preset-pi-default",
  description: "All repair rules and grammar parsers; grammar recovery off until enabled or matched by leakModels.",
  plugins: [...rules, ...grammars, ...others]
});
function createDefaultHost(...extra) {
  const host = createHost().use(piDefault);
  for (const item of extra)
    host.use(item);
  return host;
}
var preset_default = piDefault;

export {
  PI_TOOL_SCHEMAS,
  piDefault,
  createDefaultHost,
  preset_default
};
