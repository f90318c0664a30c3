import { lazy, Suspense } from 'react';
import type { ItemListProps } from './VirtualItems';

/** Lists from this many items on render only what is on screen (and a few around it). */
export const VIRTUAL_FROM = 100;

// Loaded when a list first gets long: most panels never need it, and it keeps the panel small.
const VirtualItems = lazy(() => import('./VirtualItems'));

/** The first items as a plain list, with the same name, while the virtual list loads. */
function PlainItems({ items, renderItem, label }: ItemListProps) {
  return (
    <ul className="items" aria-label={label}>
      {items.map((item, i) => (
        <li key={i}>{renderItem(item, i)}</li>
      ))}
    </ul>
  );
}

/** The items of a paged list: all of them when few, virtualised when many (thousands of comments). */
export function ItemList({ items, renderItem, label }: ItemListProps) {
  if (items.length < VIRTUAL_FROM) return <PlainItems items={items} renderItem={renderItem} label={label} />;
  return (
    <Suspense fallback={<PlainItems items={items.slice(0, 20)} renderItem={renderItem} label={label} />}>
      <VirtualItems items={items} renderItem={renderItem} label={label} />
    </Suspense>
  );
}
