import type { Library } from '../library/library';
import type { ExportRow } from '../library/threads';
import type { LibraryEntity } from '../library/types';
import { nounOf } from './kinds';
import type { JobRecord } from './types';

/**
 * A job's items for a file, at any moment (running, paused, cancelled, failed or done): the
 * entities of the answers it kept, collected like any library export (same order, a comment's
 * replies kept in the library come with it), and the name the file is called after. The page that
 * asks builds the file (same columns and provenance as any library export).
 */
export async function exportJob(
  library: Pick<Library, 'answer' | 'collect'>,
  job: JobRecord,
  answerKeys: readonly string[],
): Promise<{ rows: ExportRow<LibraryEntity>[]; name: string }> {
  const uids = new Set<string>();
  for (const key of answerKeys) for (const uid of (await library.answer(key))?.entityUids ?? []) uids.add(uid);
  return { rows: await library.collect({ uids: [...uids] }), name: `${nounOf(job.spec)}-${job.id}` };
}
