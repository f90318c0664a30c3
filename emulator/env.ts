// Types shared by the service server and the control API (kept here so neither imports the other).

import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Hono environment of the emulator: the Node request (and its socket) when served over HTTP. */
export type EmulatorEnv = { Bindings: Partial<HttpBindings> };

/** The socket behind a request when served over real HTTP (absent in-process). */
export function socketOf(c: Context<EmulatorEnv>) {
  return c.env?.incoming?.socket;
}
