import { classifyUrl, type SiteHosts } from '../../site';
import type { Library } from '../library/library';
import { ownerText } from '../library/names';
import { linkRef } from '../library/refs';
import type { ExportRow } from '../library/threads';
import type { LibraryEntity } from '../library/types';
import { nounOf } from './kinds';
import type { JobRecord, JobSpec } from './types';

/**
 * A job's items for a file, at any moment (running, paused, cancelled, failed or done): exactly
 * the entities of the answers it kept, collected like any library export (same order, a reply
 * under its comment), and nothing else: replies of its comments fetched apart (by hand, or by
 * another job) are not its items. The file is named after the list's source, as the docs say
 * (`comments-<post id>`). The page that asks builds the file.
 */
export async function exportJob(
  library: Pick<Library, 'answer' | 'collect' | 'resolve'>,
  job: JobRecord,
  answerKeys: readonly string[],
  hosts: SiteHosts,
): Promise<{ rows: ExportRow<LibraryEntity>[]; name: string }> {
  const rows = await answerRows(library, answerKeys);
  return { rows, name: `${nounOf(job.spec)}-${(await sourceOf(job.spec, library, hosts)) ?? job.id}` };
}

/** Exactly the entities these kept answers hold (a job's or a list's pages), in export order; a gone answer holds none. */
export async function answerRows(library: Pick<Library, 'answer' | 'collect'>, answerKeys: readonly string[]): Promise<ExportRow<LibraryEntity>[]> {
  const uids = new Set<string>();
  for (const key of answerKeys) for (const uid of (await library.answer(key))?.entityUids ?? []) uids.add(uid);
  if (uids.size === 0) return [];
  return (await library.collect({ uids: [...uids] })).filter((r) => uids.has(r.entity.uid));
}

/** What a job's list belongs to, as people know it: the post's (page's, group's) id, the search words, the advertiser. */
async function sourceOf(spec: JobSpec, library: Pick<Library, 'resolve'>, hosts: SiteHosts): Promise<string | undefined> {
  const text = (k: string) => (typeof spec.input[k] === 'string' && (spec.input[k] as string).trim()) || undefined;
  const link = text('link');
  if (link) return ownerText((await library.resolve(linkRef(link))) ?? undefined) ?? classifyUrl(link, hosts)?.id ?? link;
  return text('query') ?? text('ad_page_id');
}
