import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { clientConfigs, KEY_PLACEHOLDER, mcpUrlOf, SERVER_NAME } from '../../../lib/ui/options/ai-clients';
import { it, TEST_KEY } from '../fixtures/emulator';

// The configurations the options page offers, pasted as a user would (the key put in for the
// placeholder), reach the emulator's tool-protocol server and are charged on its ledger.

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

type HttpServer = { url?: string; serverUrl?: string; type?: string; headers: Record<string, string> };

/** The server entry of a pasted JSON configuration, with the user's key in place of the placeholder. */
function pasted(text: string, key: string): HttpServer {
  const config = JSON.parse(text.replaceAll(KEY_PLACEHOLDER, key)) as { mcpServers?: Record<string, HttpServer>; servers?: Record<string, HttpServer> };
  return (config.mcpServers ?? config.servers)![SERVER_NAME]!;
}

async function connect(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'pasted-config', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  open.push(client);
  return client;
}

describe('Use with AI clients', () => {
  it('the server is the one set, else the service URL followed by /mcp; none without a service URL', () => {
    expect(mcpUrlOf({ baseUrl: 'https://api.example/', mcpUrl: '' })).toBe('https://api.example/mcp');
    expect(mcpUrlOf({ baseUrl: 'https://api.example', mcpUrl: 'https://mcp.example/v1' })).toBe('https://mcp.example/v1');
    expect(mcpUrlOf({ baseUrl: '', mcpUrl: '' })).toBe('');
  });

  it('every configuration names the server and its URL, and none carries a key', () => {
    const url = 'https://api.example/mcp';
    for (const c of clientConfigs(url)) {
      expect(c.text, c.client).toContain(url);
      expect(c.text, c.client).toContain(SERVER_NAME);
      expect(c.text, c.client).not.toMatch(/demo|test-key/);
      if (c.text.startsWith('{')) expect(() => JSON.parse(c.text), c.client).not.toThrow();
    }
  });

  it('the HTTP clients\' configurations, pasted with the key, list the tools and call one, charged on the service\'s ledger', async ({ emu }) => {
    const url = mcpUrlOf({ baseUrl: emu.url, mcpUrl: '' });
    const configs = clientConfigs(url);
    for (const name of ['Cursor', 'Windsurf']) {
      const server = pasted(configs.find((c) => c.client === name)!.text, TEST_KEY);
      const client = await connect(server.url ?? server.serverUrl!, server.headers);
      expect((await client.listTools()).tools.map((t) => t.name), name).toContain('social_get_page_details');
    }
    // VS Code asks for the key and puts it where its input is named.
    const vscode = pasted(configs.find((c) => c.client === 'VS Code')!.text, TEST_KEY);
    expect(vscode.type).toBe('http');
    const headers = Object.fromEntries(Object.entries(vscode.headers).map(([k, v]) => [k, v.replace('${input:service-key}', TEST_KEY)]));
    const client = await connect(vscode.url!, headers);
    const result = await client.callTool({ name: 'social_get_page_details', arguments: { link: KNOWN.pages.northwindgames.url } });
    expect(result.isError).toBeFalsy();
    const charged = (await emu.ledger()).filter((e) => e.operation === 'social_get_page_details');
    expect(charged).toHaveLength(1);
    expect(charged[0]!.key).toBe(TEST_KEY);
  });

  it('the command-line configurations carry the same URL and the key as a bearer header', () => {
    const url = 'http://127.0.0.1:8787/mcp';
    const [code, , , , bridge] = clientConfigs(url);
    expect(code!.text).toBe(`claude mcp add --transport http ${SERVER_NAME} ${url} --header "Authorization: Bearer ${KEY_PLACEHOLDER}"`);
    expect(pasted(bridge!.text, 'k') as unknown).toEqual({ command: 'npx', args: ['-y', 'mcp-remote', url, '--header', 'Authorization:Bearer k'] });
  });
});
