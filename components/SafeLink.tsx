import type { ReactNode } from 'react';
import { displayUrl, looksLikeUrl, safeHttpUrl } from '../lib/ui/text/links';
import { truncate } from '../lib/ui/text/strings';

/**
 * A link from the service's data: clickable (new tab, no opener, no referrer) only when it is
 * http(s); anything else (javascript:, data:, relative) is shown as plain text. It says where it
 * goes: user info is dropped, the title is the real address, and text that reads like an address
 * ("www.social.example@evil.example", a name spelled as a host) is replaced by the real one.
 */
export function SafeLink({
  href,
  children,
  className,
  title,
}: {
  href: string | null | undefined;
  /** The link's text; without it, the address itself. */
  children?: ReactNode;
  className?: string;
  title?: string;
}) {
  const url = safeHttpUrl(href);
  if (!url) {
    return (
      <span className={className} title={title}>
        {children ?? truncate(href ?? '', 200)}
      </span>
    );
  }
  const showsAddress = children === undefined || children === null || (typeof children === 'string' && looksLikeUrl(children));
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      title={title ?? truncate(url, 500)}
      // An address reads left to right whatever the text around it.
      {...(showsAddress ? { dir: 'ltr' } : {})}
    >
      {showsAddress ? displayUrl(url) : children}
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
  width?: number | undefined;
  height?: number | undefined;
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
