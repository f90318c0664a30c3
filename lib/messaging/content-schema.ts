import { z } from 'zod';
import type { DetectionReport } from '../site/report';

/**
 * What the background accepts from content scripts, validated before anything is stored or shown:
 * a detection report (the found list capped at 500) and a request to open the side panel.
 */

export const MAX_FOUND = 500;

const KINDS = ['page', 'group', 'post', 'video', 'reel', 'share_link', 'ad_library', 'marketplace_item', 'other'] as const;

const httpUrl = z
  .string()
  .max(4096)
  .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL');

export const detectionSchema = z.object({
  kind: z.enum(KINDS),
  id: z.string().max(512).optional(),
  owner: z.string().max(512).optional(),
  url: httpUrl,
});

export const detectionReportSchema = z.object({
  pageUrl: z.string().max(8192),
  current: detectionSchema.nullable(),
  // Longer lists are cut, not refused: a busy page still gets its badge.
  found: z.preprocess((v) => (Array.isArray(v) ? v.slice(0, MAX_FOUND) : v), z.array(detectionSchema)),
}) satisfies z.ZodType<DetectionReport, unknown>;

export const openSidePanelSchema = z.object({ url: z.string().max(8192) });

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
