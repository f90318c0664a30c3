import { describe, expect, it } from 'vitest';
import { startChores } from '../../../lib/background/start-chores';

/** A timer the test fires by hand. */
function handTimer() {
  const pending: { run: () => void; ms: number }[] = [];
  return { timer: (run: () => void, ms: number) => pending.push({ run, ms }), fire: () => pending.splice(0).forEach((t) => t.run()), pending };
}

const turns = () => new Promise((r) => setTimeout(r, 0));

describe('the worker start chores', () => {
  it('wait for the first answer, then run in the order given', async () => {
    const t = handTimer();
    const chores = startChores(500, t.timer);
    const ran: string[] = [];
    const first = chores.later(() => ran.push('content scripts'));
    void chores.later(() => ran.push('jobs'));
    await turns();
    expect(ran).toEqual([]);
    chores.answered();
    await first;
    await turns();
    expect(ran).toEqual(['content scripts', 'jobs']);
    // Once open, a chore runs at once.
    await chores.later(() => ran.push('alarm'));
    expect(ran.at(-1)).toBe('alarm');
  });

  it('run after a short moment when no page asks (an alarm or a tab woke the worker)', async () => {
    const t = handTimer();
    const chores = startChores(500, t.timer);
    const ran: string[] = [];
    const done = chores.later(() => ran.push('watch'));
    expect(t.pending.map((p) => p.ms)).toEqual([500]);
    await turns();
    expect(ran).toEqual([]);
    t.fire();
    await done;
    expect(ran).toEqual(['watch']);
  });

  it('a failing chore neither rejects nor stops the next', async () => {
    const t = handTimer();
    const chores = startChores(500, t.timer);
    chores.answered();
    await expect(chores.later(() => Promise.reject(new Error('storage gone')))).resolves.toBeUndefined();
    await expect(chores.later(() => { throw new Error('sync'); })).resolves.toBeUndefined();
    let ran = false;
    await chores.later(() => (ran = true));
    expect(ran).toBe(true);
  });
});
