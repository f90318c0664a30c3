import { prettyJson } from '../../lib/ui/format';

/** The service's answer as it came, pretty-printed, as text, in a collapsible viewer. */
export function RawJson({
  value,
  summary = 'Show the raw answer (JSON)',
  open = false,
}: {
  value: unknown;
  summary?: string;
  open?: boolean;
}) {
  return (
    <details className="raw" open={open}>
      <summary>{summary}</summary>
      <pre className="raw-body" tabIndex={0} aria-label="Raw answer">
        {prettyJson(value)}
      </pre>
    </details>
  );
}

/** An answer whose shape the extension does not know. */
export function Unrecognised({ reason, raw }: { reason?: string; raw: unknown }) {
  return (
    <div className="notice notice-warn" role="status">
      <p className="notice-title">The service’s answer has a shape Social Lookup does not know</p>
      {reason ? <p className="muted small">{reason}</p> : null}
      <RawJson value={raw} open />
    </div>
  );
}
