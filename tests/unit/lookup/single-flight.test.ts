import { describe, expect, it } from 'vitest';
import { createSingleFlight, type Flight, type Flown } from '../../../lib/lookup/single-flight';

/** A call the test finishes by hand. */
function manual() {
  let finish!: (v: Flown<string>) => void;
  let fail!: (e: unknown) => void;
  const flights: Flight[] = [];
  const start = (flight: Flight) => {
    flights.push(flight);
    return new Promise<Flown<string>>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { start, flights, finish: (v: string, persisted: Promise<unknown> = Promise.resolve()) => finish({ outcome: v, persisted, shareable: true }), fail: (e: unknown) => fail(e) };
}

describe('single-flight', () => {
  it('identical requests share one call', async () => {
    const sf = createSingleFlight<string>();
    const call = manual();
    const a = sf.run('k', call.start);
    const b = sf.run('k', call.start);
    expect(call.flights).toHaveLength(1);
    call.finish('answer');
    expect(await a).toEqual({ outcome: 'answer', shared: false });
    expect(await b).toEqual({ outcome: 'answer', shared: true });
  });

  it('stays joinable until the answer is written, then lets go', async () => {
    const sf = createSingleFlight<string>();
    const call = manual();
    let written!: () => void;
    const run = sf.run('k', call.start);
    call.finish('answer', new Promise<void>((r) => (written = r)));
    await run;
    expect(sf.has('k')).toBe(true);
    // A refresh never joins an answer already in.
    const second = manual();
    void sf.run('k', second.start, { refresh: true });
    expect(second.flights).toHaveLength(1);
    written();
  });

  it('the last waiter leaving cancels a call not yet on the wire', async () => {
    const sf = createSingleFlight<string>();
    const call = manual();
    const abort = new AbortController();
    const run = sf.run('k', call.start, { signal: abort.signal });
    abort.abort();
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(call.flights[0]!.controller.signal.aborted).toBe(true);
  });

  it('a call on the wire is let finish when everyone leaves: marked abandoned, not aborted', async () => {
    const sf = createSingleFlight<string>();
    const call = manual();
    const abort = new AbortController();
    const run = sf.run('k', call.start, { signal: abort.signal });
    call.flights[0]!.onWire = true;
    abort.abort();
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(call.flights[0]).toMatchObject({ abandoned: true });
    expect(call.flights[0]!.controller.signal.aborted).toBe(false);
  });

  it('one waiter leaving does not cancel the others', async () => {
    const sf = createSingleFlight<string>();
    const call = manual();
    const abort = new AbortController();
    const a = sf.run('k', call.start, { signal: abort.signal });
    const b = sf.run('k', call.start);
    abort.abort();
    await expect(a).rejects.toMatchObject({ code: 'cancelled' });
    expect(call.flights[0]!.controller.signal.aborted).toBe(false);
    call.finish('answer');
    expect((await b).outcome).toBe('answer');
  });

  it('a failure is shared with every waiter and then forgotten', async () => {
    const sf = createSingleFlight<string>();
    const call = manual();
    const a = sf.run('k', call.start);
    const b = sf.run('k', call.start);
    call.fail(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    expect(sf.size()).toBe(0);
  });
});
