import * as z from 'zod/mini';
import { integer } from '../util/integer';
import { MAX_FOUND, type DetectionChanges } from '../site/report';
import { ALL_KINDS } from '../site/kinds';
import { definedOnly } from '../util/defined';

/**
 * What the background accepts from content scripts, validated before anything is stored or shown:
 * the changes to a tab's detections and a request to open the side panel.
 */


// Built on the first message (z.lazy), not at each start of the worker.
const httpUrl = () => z.string().check(
  z.maxLength(4096),
  z.refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL'),
);

const detectionShape = () => ({
  kind: z.enum(ALL_KINDS),
  id: z.optional(z.string().check(z.maxLength(512))),
  owner: z.optional(z.string().check(z.maxLength(512))),
  url: httpUrl(),
});

const count = () => z.number().check(...integer(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));

const foundSchema = () => z.object({
  ...detectionShape(),
  text: z.optional(z.string().check(z.maxLength(200))),
  ownerName: z.optional(z.string().check(z.maxLength(200))),
  group: z.optional(count()),
});

const changesShape = () => z.object({
  pageUrl: z.string().check(z.maxLength(8192)),
  current: z.nullable(z.object(detectionShape())),
  reset: z.boolean(),
  seq: count(),
  total: count(),
  added: z.array(foundSchema()),
  removed: z.array(z.string().check(z.maxLength(4200))).check(z.maxLength(4 * MAX_FOUND)),
});

/** Longer lists of added entities are cut to the newest, not refused: a busy page still gets its badge. */
export const detectionChangesSchema = z.lazy(() => z.pipe(
  z.transform((value: unknown) => {
    const added = (value as { added?: unknown } | null)?.added;
    return Array.isArray(added) && added.length > MAX_FOUND ? { ...(value as object), added: added.slice(-MAX_FOUND) } : value;
  }),
  changesShape(),
));

export const openSidePanelSchema = z.lazy(() => z.object({ url: z.string().check(z.maxLength(8192)) }));


/** Validated changes as the background stores them (keys zod kept as `undefined` dropped: only what was sent). */
export function cleanChanges(c: z.output<typeof detectionChangesSchema>): DetectionChanges {
  return { ...c, current: c.current ? definedOnly(c.current) : null, added: c.added.map((d) => definedOnly(d)) };
}

export function parseDetectionChanges(value: unknown): DetectionChanges | null {
  const r = detectionChangesSchema.safeParse(value);
  return r.success ? cleanChanges(r.data) : null;
}
