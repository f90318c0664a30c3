import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '../../lookup/settings';
import { useUi } from '../app/context';
import { errorSentence } from '../text/errors';
import { t } from '../i18n/catalogue';
import { SETTINGS } from './options-actions';
import '../i18n/words/options';

/**
 * "Use with AI clients": the service's tool-protocol (MCP) server and what the common clients need
 * to reach it. The extension never calls it; it only says where it is. The key is never put in a
 * configuration: the page does not hold it (it shows it masked), and a pasted file should not
 * carry it by accident. Each configuration names where the key goes instead.
 */

/** Stands where the user's key goes in a configuration. */
export const KEY_PLACEHOLDER = 'YOUR_SERVICE_KEY';
/** The server's name in the clients' configurations. */
export const SERVER_NAME = 'social-lookup';

/** The server's URL: the one set, else the service URL followed by /mcp (the emulator's in the demo). */
export function mcpUrlOf(settings: Pick<PublicSettings, 'mcpUrl' | 'baseUrl'>): string {
  if (settings.mcpUrl) return settings.mcpUrl;
  return settings.baseUrl ? `${settings.baseUrl.replace(/\/+$/, '')}/mcp` : '';
}

export interface ClientConfig {
  /** The client's name (a product's, in every language). */
  client: string;
  /** Where it goes, in the client's words. */
  where: string;
  text: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const bearer = `Bearer ${KEY_PLACEHOLDER}`;

/**
 * Ready-to-paste configurations of the common MCP clients for a streamable-HTTP server that takes
 * the key as `Authorization: Bearer <key>`, as each client documents it.
 */
export function clientConfigs(url: string): ClientConfig[] {
  return [
    {
      client: 'Claude Code',
      where: t('options.ai.where.terminal'),
      text: `claude mcp add --transport http ${SERVER_NAME} ${url} --header "Authorization: ${bearer}"`,
    },
    {
      client: 'Cursor',
      where: t('options.ai.where.cursor', { project: '.cursor/mcp.json', home: '~/.cursor/mcp.json' }),
      text: json({ mcpServers: { [SERVER_NAME]: { url, headers: { Authorization: bearer } } } }),
    },
    {
      client: 'VS Code',
      where: t('options.ai.where.vsCode', { file: '.vscode/mcp.json' }),
      text: json({
        inputs: [{ type: 'promptString', id: 'service-key', description: 'Service key', password: true }],
        servers: { [SERVER_NAME]: { type: 'http', url, headers: { Authorization: 'Bearer ${input:service-key}' } } },
      }),
    },
    {
      client: 'Windsurf',
      where: '~/.codeium/windsurf/mcp_config.json',
      text: json({ mcpServers: { [SERVER_NAME]: { serverUrl: url, headers: { Authorization: bearer } } } }),
    },
    {
      client: t('options.ai.commandClients'),
      where: t('options.ai.where.commands'),
      text: json({ mcpServers: { [SERVER_NAME]: { command: 'npx', args: ['-y', 'mcp-remote', url, '--header', `Authorization:${bearer}`] } } }),
    },
  ];
}

export type McpUrlNotice = { kind: 'ok' | 'error'; text: string };

/** Saves the server's URL on its own (empty: the default), and says what happened. */
export function useSaveMcpUrl(): { save(url: string): void; saving: boolean; notice: McpUrlNotice | undefined } {
  const { env } = useUi();
  const queries = useQueryClient();
  const m = useMutation({
    mutationFn: async (url: string): Promise<McpUrlNotice> => {
      const answer = await env.api.saveSettings({ mcpUrl: url.trim() }).catch(() => null);
      if (!answer) return { kind: 'error', text: t('options.ai.noAnswer') };
      if (!answer.ok) return { kind: 'error', text: t('options.ai.notSaved', { reason: errorSentence(answer.error) }) };
      queries.setQueryData<PublicSettings>(SETTINGS, answer.settings);
      return { kind: 'ok', text: answer.settings.mcpUrl ? t('options.ai.saved') : t('options.ai.savedDefault') };
    },
  });
  return { save: (url) => m.mutate(url), saving: m.isPending, notice: m.data };
}
