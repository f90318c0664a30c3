// Types shared by the service server and the control API (kept here so neither imports the other).

import type { HttpBindings } from '@hono/node-server';

/** Hono environment of the emulator: the Node request (and its socket) when served over HTTP. */
export type EmulatorEnv = { Bindings: Partial<HttpBindings> };
