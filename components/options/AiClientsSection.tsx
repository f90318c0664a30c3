import { useId, useState, type FormEvent } from 'react';
import { clientConfigs, KEY_PLACEHOLDER, mcpUrlOf, useSaveMcpUrl } from '../../lib/ui/options/ai-clients';
import { useOptionsSettings } from '../../lib/ui/options/options-actions';
import { copyText } from '../../lib/ui/library/clipboard';
import { Notice } from '../common/Status';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/options';

/** The server URL's example: an address, the same in every language. */
const EXAMPLE_MCP_URL = 'https://api.example/mcp';

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
        {t('options.ai.title')}
      </h2>
      <p className="small">
        {t('options.ai.intro')}
      </p>
      <Notice kind="info">
        {t('options.ai.warning')}
      </Notice>
      {/* Keyed by what is saved: the field starts again from it after a save or a reload. */}
      <McpUrlForm key={settings.mcpUrl} saved={settings.mcpUrl} saving={saving} placeholder={mcpUrlOf({ baseUrl: settings.baseUrl, mcpUrl: '' }) || EXAMPLE_MCP_URL} />
      {url ? (
        <>
          <p className="small">
            {t('options.ai.paste', { placeholder: KEY_PLACEHOLDER })}
          </p>
          {clientConfigs(url).map((c) => (
            <details key={c.client} className="raw">
              <summary>{c.client}</summary>
              <p className="hint">{c.where}</p>
              <pre className="raw-body" aria-label={t('options.ai.configFor', { client: c.client })}>
                {c.text}
              </pre>
              <button type="button" className="btn btn-link" onClick={() => void copy(c.client, c.text)}>
                {t('options.ai.copy')}
              </button>
              {copied === c.client ? (
                <span className="muted small" role="status">
                  {t('options.ai.copied')}
                </span>
              ) : null}
            </details>
          ))}
        </>
      ) : (
        <p className="small muted">{t('options.ai.setUrlFirst')}</p>
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
      <label htmlFor={`${id}-url`}>{t('options.ai.url')}</label>
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
          {t('options.ai.saveUrl')}
        </button>
      </div>
      <span id={`${id}-url-hint`} className="hint">
        {t('options.ai.urlHint')}
      </span>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </form>
  );
}
