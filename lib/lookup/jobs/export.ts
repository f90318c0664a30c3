import type { ExportFile } from '../library/export';
import type { Library } from '../library/library';
import { nounOf } from './specs';
import type { JobRecord } from './types';

/**
 * A job's items as a file, at any moment (running, paused, cancelled, failed or done): the
 * entities of the answers it kept, through the library's export (same columns and provenance as
 * any library export). A comment's replies kept in the library come with it.
 */
export async function exportJob(
  library: Pick<Library, 'answer' | 'exportFile'>,
  job: JobRecord,
  answerKeys: readonly string[],
  format: 'csv' | 'json',
): Promise<ExportFile> {
  const uids = new Set<string>();
  for (const key of answerKeys) for (const uid of (await library.answer(key))?.entityUids ?? []) uids.add(uid);
  return library.exportFile({ uids: [...uids] }, format, `${nounOf(job.spec)}-${job.id}`);
}
