import type { ReactNode } from 'react';
import { safeHttpUrl } from '../lib/ui/format';

/**
 * A link from the service's data: clickable (new tab, no opener, no referrer) only when it is
 * http(s); anything else (javascript:, data:, relative) is shown as plain text.
 */
export function SafeLink({
  href,
  children,
  className,
  title,
}: {
  href: string | null | undefined;
  children?: ReactNode;
  className?: string;
  title?: string;
}) {
  const url = safeHttpUrl(href);
  const content = children ?? href ?? '';
  if (!url) {
    return (
      <span className={className} title={title}>
        {content}
      </span>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className} title={title}>
      {content}
    </a>
  );
}

/** An image from the service: only http(s) sources, loaded lazily, without a referrer. */
export function SafeImage({
  src,
  alt,
  className,
  width,
  height,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}) {
  const url = safeHttpUrl(src);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      // A picture that fails to load leaves no broken-image icon behind.
      onError={(e) => {
        e.currentTarget.hidden = true;
      }}
      {...(width ? { width } : {})}
      {...(height ? { height } : {})}
    />
  );
}
