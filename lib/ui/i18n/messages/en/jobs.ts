/** Jobs (components/jobs, lib/ui/jobs). */
export const jobs = {};
