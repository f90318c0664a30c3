import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';

/** A comment or a post card, before it is measured. */
const ESTIMATED_HEIGHT = 120;

export interface ItemListProps {
  items: unknown[];
  renderItem: (item: unknown, index: number) => ReactNode;
  label: string;
}

/**
 * Only the items near the viewport are in the page, in their order, each saying its place
 * ("item 57 of 5,000") to screen readers. The item holding keyboard focus stays rendered while it
 * has it, so scrolling never drops the focus; moving on with Tab scrolls the next item into view.
 */
export default function VirtualItems({ items, renderItem, label }: ItemListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focused = useRef<number | null>(null);
  // Where the list starts in the page: the panel scrolls as a whole, the list is part of it.
  const [scrollMargin, setScrollMargin] = useState(0);
  // Measured again when more items arrive (what is above the list may have changed with them).
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
  }, [items.length]);
  const rangeExtractor = useCallback((range: Range) => {
    const shown = defaultRangeExtractor(range);
    const f = focused.current;
    return f === null || shown.includes(f) || f >= range.count ? shown : [...shown, f].sort((a, b) => a - b);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_HEIGHT,
    // An item not laid out (yet) counts at its estimate, never as nothing.
    measureElement: (el) => el.getBoundingClientRect().height || ESTIMATED_HEIGHT,
    overscan: 6,
    gap: 8,
    scrollMargin,
    rangeExtractor,
  });
  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    const li = (e.target as HTMLElement).closest('li[data-index]');
    if (li) focused.current = Number(li.getAttribute('data-index'));
  };
  const onBlur = (e: FocusEvent<HTMLUListElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = null;
  };
  return (
    <ul
      ref={listRef}
      className="items items-virtual"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderItem(items[row.index], row.index)}
        </li>
      ))}
    </ul>
  );
}
