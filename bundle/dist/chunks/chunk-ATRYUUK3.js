import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
