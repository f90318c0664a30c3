import * as z from 'zod/mini';
import type { DetectionReport } from '../site/report';
import type { SocialKind } from '../site/types';

/**
 * What the background accepts from content scripts, validated before anything is stored or shown:
 * a detection report (the found list capped at 500) and a request to open the side panel.
 */

export const MAX_FOUND = 500;

const KINDS = [
  'page', 'group', 'post', 'video', 'reel', 'share_link', 'ad_library', 'ad',
  'marketplace_item', 'marketplace_seller', 'marketplace_category', 'marketplace_search', 'other',
] as const satisfies readonly SocialKind[];

const httpUrl = z.string().check(
  z.maxLength(4096),
  z.refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL'),
);

export const detectionSchema = z.object({
  kind: z.enum(KINDS),
  id: z.optional(z.string().check(z.maxLength(512))),
  owner: z.optional(z.string().check(z.maxLength(512))),
  url: httpUrl,
});

const reportShape = z.object({
  pageUrl: z.string().check(z.maxLength(8192)),
  current: z.nullable(detectionSchema),
  found: z.array(detectionSchema),
}) satisfies z.ZodMiniType<DetectionReport, unknown>;

/** Longer found lists are cut, not refused: a busy page still gets its badge. */
export const detectionReportSchema = z.pipe(
  z.transform((value: unknown) => {
    const found = (value as { found?: unknown } | null)?.found;
    return Array.isArray(found) && found.length > MAX_FOUND ? { ...(value as object), found: found.slice(0, MAX_FOUND) } : value;
  }),
  reportShape,
);

export const openSidePanelSchema = z.object({ url: z.string().check(z.maxLength(8192)) });

export function parseDetectionReport(value: unknown): DetectionReport | null {
  const r = detectionReportSchema.safeParse(value);
  if (!r.success) return null;
  const { pageUrl, current, found } = r.data;
  return { pageUrl, current: current ? clean(current) : null, found: found.map(clean) };
}

function clean(d: z.output<typeof detectionSchema>): DetectionReport['found'][number] {
  return {
    kind: d.kind,
    url: d.url,
    ...(d.id !== undefined ? { id: d.id } : {}),
    ...(d.owner !== undefined ? { owner: d.owner } : {}),
  };
}
