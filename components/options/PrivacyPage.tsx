import { useEffect, type ReactNode } from 'react';
import { currentLocale, t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/options';

/** `code` and **bold** inside a line, as React elements (the text is never parsed as HTML). */
function inline(line: string): ReactNode[] {
  return line.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((piece, i) => {
    if (piece.startsWith('`') && piece.endsWith('`') && piece.length > 1) return <code key={i}>{piece.slice(1, -1)}</code>;
    if (piece.startsWith('**') && piece.endsWith('**') && piece.length > 3) return <strong key={i}>{piece.slice(2, -2)}</strong>;
    return piece;
  });
}

/**
 * The privacy notice (docs/privacy.md, packaged with the extension), shown as a page of its own.
 * It understands the little Markdown the notice uses: headings, paragraphs, lists, code, bold.
 */
export function PrivacyPage({ markdown }: { markdown: string }) {
  const blocks = markdown.trim().split(/\n\s*\n/);
  return (
    <div className="app app-options privacy">
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (block.startsWith('# ')) return <h1 key={i} className="brand">{inline(block.slice(2))}</h1>;
        if (block.startsWith('## ')) return <h2 key={i}>{inline(block.slice(3))}</h2>;
        if (block.startsWith('- ')) {
          // List items continue on indented lines.
          const items = block.split(/\n(?=- )/).map((item) => item.slice(2).replace(/\n\s+/g, ' '));
          return (
            <ul key={i}>
              {items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}

/**
 * The notice in the page's language (English where it has none: docs/privacy.<locale>.md), with
 * the tab's title in it too; the page renders anew on a change of language.
 */
export function PrivacyNotice({ notices }: { notices: { en: string } & Readonly<Record<string, string>> }) {
  useEffect(() => {
    document.title = t('options.privacy.title');
  });
  return <PrivacyPage markdown={notices[currentLocale()] ?? notices.en} />;
}
