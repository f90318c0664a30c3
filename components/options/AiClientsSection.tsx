import { useId, useState, type FormEvent } from 'react';
import { clientConfigs, KEY_PLACEHOLDER, mcpUrlOf, useSaveMcpUrl } from '../../lib/ui/options/ai-clients';
import { useOptionsSettings } from '../../lib/ui/options/options-actions';
import { copyText } from '../../lib/ui/library/export-files';
import { Notice } from '../common/Status';

/**
 * "Use with AI clients": the service's tool-protocol server (settable), what each common client
 * needs to reach it, and the warning that calls made there are not in this extension's ledger.
 */
export function AiClientsSection() {
  const id = useId();
  const settings = useOptionsSettings().data;
  const [copied, setCopied] = useState<string | null>(null);
  const saving = useSaveMcpUrl();
  if (!settings) return null;
  const url = mcpUrlOf(settings);
  const copy = async (client: string, text: string) => setCopied((await copyText(text)) ? client : null);
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        Use with AI clients
      </h2>
      <p className="small">
        The service also has a tool-protocol (MCP) server: AI assistants and editors can look things up through it with your key.
      </p>
      <Notice kind="info">
        Calls made there spend the same credits as this extension, but they are not in this extension's ledger, budget or library: check them
        in your account on the service.
      </Notice>
      {/* Keyed by what is saved: the field starts again from it after a save or a reload. */}
      <McpUrlForm key={settings.mcpUrl} saved={settings.mcpUrl} saving={saving} placeholder={mcpUrlOf({ baseUrl: settings.baseUrl, mcpUrl: '' }) || 'https://api.example/mcp'} />
      {url ? (
        <>
          <p className="small">
            Paste one of these into your client, with your key where it says {KEY_PLACEHOLDER} (the key is not shown here).
          </p>
          {clientConfigs(url).map((c) => (
            <details key={c.client} className="raw">
              <summary>{c.client}</summary>
              <p className="hint">{c.where}</p>
              <pre className="raw-body" aria-label={`Configuration for ${c.client}`}>
                {c.text}
              </pre>
              <button type="button" className="btn btn-link" onClick={() => void copy(c.client, c.text)}>
                Copy
              </button>
              {copied === c.client ? (
                <span className="muted small" role="status">
                  Copied
                </span>
              ) : null}
            </details>
          ))}
        </>
      ) : (
        <p className="small muted">Set the service URL above first: the MCP server's address follows from it.</p>
      )}
    </section>
  );
}

/** The server's address, saved on its own (empty: the service URL followed by /mcp). */
function McpUrlForm({ saved, placeholder, saving: s }: { saved: string; placeholder: string; saving: ReturnType<typeof useSaveMcpUrl> }) {
  const id = useId();
  const [draft, setDraft] = useState(saved);
  const { save, saving, notice } = s;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save(draft);
  };
  return (
    <form className="field" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-url`}>MCP server URL</label>
      <div className="inline">
        <input
          id={`${id}-url`}
          type="url"
          value={draft}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
          aria-describedby={`${id}-url-hint`}
        />
        <button type="submit" className="btn btn-secondary" disabled={saving} aria-busy={saving || undefined}>
          Save the address
        </button>
      </div>
      <span id={`${id}-url-hint`} className="hint">
        Empty uses the service URL followed by /mcp. The extension itself never calls this server.
      </span>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </form>
  );
}
