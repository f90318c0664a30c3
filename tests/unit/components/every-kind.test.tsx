// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_VIEWS, VIEWS, keptViewKind, type ViewKind } from '../../../components/answers/registry';
import { LibraryItemView } from '../../../components/library/LibraryItemView';
import { PopupApp } from '../../../components/popup/PopupApp';
import { EntityResult } from '../../../components/sidepanel/EntityResult';
import { ENTITY_KINDS } from '../../../lib/ui/library/library-queries';
import { shownKind } from '../../../lib/ui/library/shown-kind';
import { classifyUrl } from '../../../lib/site';
import { codeIn } from '../../fixtures/code-words';
import { NOW, tabOnSite } from './fixtures';
import { createFakeEnv, okRun, renderUi } from './harness';
import { buildWorld, LINKS, type World } from './every-kind-world';
import { AnswerView } from '../../../components/answers/AnswerView';
import { PHOTO_ANSWERS, PHOTO_URL } from './photo-world';

/**
 * Every kind of answer the extension knows, asked of every place that can fetch it: the popup
 * and the side panel look up a link of each kind, the Library opens a kept item of each kind and
 * shape. None shows the raw-JSON fallback, and none shows a code word or a field dump's traces.
 */

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);
afterEach(cleanup);

function expectShownInWords(root: HTMLElement, what: string) {
  expect(root.querySelector('.raw-body'), `${what}: raw JSON`).toBeNull();
  expect(root.textContent, what).not.toContain('does not know');
  expect(codeIn(root.textContent ?? ''), `${what}: code words`).toEqual([]);
}

describe('every kind of answer has its view in every place', () => {
  it('the world holds every kind: each link kind looked up, each kind of kept item, each view', () => {
    expect(world.lookups.map((l) => l.kind).sort()).toEqual([...Object.keys(LINKS), 'ad'].sort());
    expect(new Set(world.kept.map((k) => shownKind(k.item)))).toEqual(new Set(ENTITY_KINDS));
    const reached = new Set<ViewKind>();
    for (const { result } of world.lookups) for (const s of result.steps) if (MODEL_VIEWS[s.normalized.model]) reached.add(MODEL_VIEWS[s.normalized.model]!);
    for (const k of world.kept) reached.add(keptViewKind(shownKind(k.item), k.normalized?.model, k.item.data));
    // The photo network's answers (through the real normalisers); a search hit's own view is for a kept one.
    for (const { result } of PHOTO_ANSWERS) for (const s of result.steps) if (MODEL_VIEWS[s.normalized.model]) reached.add(MODEL_VIEWS[s.normalized.model]!);
    reached.add('photo_hit');
    expect([...reached].sort()).toEqual(Object.keys(VIEWS).sort());
  });

  it('the popup shows each kind of link it looks up', async () => {
    for (const { kind, url, result } of world.lookups) {
      const detection = classifyUrl(url)!;
      const env = createFakeEnv({ runs: { lookup_url: okRun(result) }, api: { getTabState: async () => tabOnSite(detection, []) } });
      const { container } = renderUi(<PopupApp />, env);
      await userEvent.click(await screen.findByRole('button', { name: /^Look up · / }));
      await waitFor(() => expect(container.querySelector('.result .cache-note'), kind).not.toBeNull());
      const answer = container.querySelector<HTMLElement>('.result')!;
      expect(answer.textContent, kind).not.toMatch(/found nothing|returned nothing/);
      expectShownInWords(answer, `popup ${kind}`);
      cleanup();
    }
  }, 60_000);

  it('the side panel shows each kind of link it looks up', () => {
    for (const { kind, url, result } of world.lookups) {
      const { container } = renderUi(<EntityResult result={result} url={url} />);
      expect(container.querySelector('article, .entity, .section'), kind).not.toBeNull();
      expectShownInWords(container, `panel ${kind}`);
      cleanup();
    }
  });

  it('the popup and the side panel show every photo answer in its view', () => {
    for (const { op, result } of PHOTO_ANSWERS) {
      const model = result.steps[0]!.normalized.model;
      expect(MODEL_VIEWS[model], `${op} ${model}`).not.toBeNull();
      for (const place of ['popup', 'panel'] as const) {
        const { container } = renderUi(<AnswerView result={result} url={PHOTO_URL} place={place} />);
        if (place === 'panel') expect(container.querySelector('article, .section'), op).not.toBeNull();
        expect(container.textContent, `${place} ${op}`).not.toMatch(/found nothing|returned nothing|has no view/);
        expectShownInWords(container, `${place} ${op}`);
        cleanup();
      }
    }
  });

  it('the Library opens a kept item of each kind and shape in its view', async () => {
    const one = new Map<string, World['kept'][number]>();
    for (const k of world.kept) {
      const key = `${shownKind(k.item)} ${keptViewKind(shownKind(k.item), k.normalized?.model, k.item.data)}`;
      if (!one.has(key)) one.set(key, k);
    }
    for (const [key, opened] of one) {
      const env = createFakeEnv({ api: { libraryOpen: async () => opened } });
      const { container } = renderUi(<LibraryItemView uid={opened.item.uid} now={NOW} onBack={() => {}} onChildren={() => {}} onDeleted={() => {}} />, env);
      await waitFor(() => expect(container.querySelector('.library-item > h2'), key).not.toBeNull());
      expect(container.querySelector('.library-item > h2')!.textContent, key).toContain(opened.item.title.slice(0, 20));
      expect(container.querySelector('.library-item article, .library-item .gallery, .library-item figure, .library-item li'), key).not.toBeNull();
      expectShownInWords(container, `library ${key}`);
      cleanup();
    }
  }, 60_000);
});
