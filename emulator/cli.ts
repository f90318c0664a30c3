// Command line: `npm run emulator -- --port 8787 --seed 1 --scale demo --keys keys.json --quiet`

import { parseArgs } from 'node:util';
import { KNOWN } from './data/known';
import { MCP_PATH } from './mcp';
import { startEmulator } from './server';

const USAGE = `Usage: tsx emulator/cli.ts [options]
  --port N           port to listen on (default 8787; 0 = any free port)
  --host H           interface to listen on (default 127.0.0.1)
  --seed S           dataset seed (default 1)
  --scale demo|N     dataset size: 'demo' (about 300 posts) or a number of posts
  --keys FILE        JSON keys file: [{"token", "plan", "credits", ...}] or {"keys": [...]}
  --quiet            do not log each call
  --help             show this help`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '1' },
      scale: { type: 'string', default: 'demo' },
      keys: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  const seed = Number(values.seed);
  const scale = values.scale === 'demo' ? 'demo' : Number(values.scale);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got ${values.port}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, got ${values.seed}`);
  if (scale !== 'demo' && (!Number.isInteger(scale) || scale < 0)) throw new Error(`--scale must be 'demo' or a number of posts, got ${values.scale}`);

  const started = performance.now();
  const emulator = await startEmulator({ port, host: values.host, seed, scale, configFile: values.keys, log: !values.quiet });
  const ds = emulator.state.dataset;
  console.log(`Service emulator listening on ${emulator.url} (seed ${seed}, ${ds.posts.length} posts, ${ds.pages.length} pages, ${ds.groups.length} groups; ready in ${Math.round(performance.now() - started)} ms)`);
  console.log(`Demo key: ${KNOWN.demoKey}   e.g. curl -H 'x-api-token: ${KNOWN.demoKey}' '${emulator.url}/social/pages/details?link=${KNOWN.pages.northwindgames.url}'`);
  console.log(`MCP server: ${emulator.url}${MCP_PATH}   (streamable HTTP; key as 'Authorization: Bearer ${KNOWN.demoKey}')`);
  console.log(`Control API: ${emulator.url}/__emulator/   Fixture site: any *.social.example host routed to ${emulator.url}`);

  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    void emulator.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
