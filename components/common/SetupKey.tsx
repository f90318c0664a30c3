/** Shown while no key is set: what to do, and the button that does it. */
export function SetupKey({ onOpenOptions }: { onOpenOptions: () => void }) {
  return (
    <section className="card setup" aria-labelledby="setup-title">
      <h2 id="setup-title" className="title">
        Set up your key
      </h2>
      <p>Social Lookup needs your API key for the data service before it can look anything up. Finding links on a page is free and works without it.</p>
      <button type="button" className="btn btn-primary" onClick={onOpenOptions}>
        Open options
      </button>
    </section>
  );
}
