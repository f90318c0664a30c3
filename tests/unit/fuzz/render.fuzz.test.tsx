// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdCard, AdvertiserCard } from '../../../components/entities/AdCards';
import { CommentItem } from '../../../components/entities/Comments';
import { AttachmentsGallery, PostCard } from '../../../components/entities/PostCard';
import { ReelCard, VideoCard } from '../../../components/entities/VideoCard';
import { EntityResult } from '../../../components/sidepanel/EntityResult';
import { LocationResultItem, PageResultItem, PersonResultItem, PostResultItem, VideoResultItem } from '../../../components/sidepanel/SearchView';
import type { ModelKind, OperationId } from '../../../lib/service/catalog';
import { normalize } from '../../../lib/service/normalize';
import type { Normalized } from '../../../lib/service/model';
import { BODIES } from '../service/bodies';
import { postDetection, reelDetection, result, step } from '../components/fixtures';
import { renderUi } from '../components/harness';
import { body, mutatedBody, operationPerModel } from './bodies';

/**
 * Generated bodies of every model kind, normalised, then rendered in the side panel's views with
 * the component tests' fakes: the lookup result view (which shows a model or the raw answer) and,
 * for lists, each item in its own view. No exception escapes a view, every body is shown as a
 * model, as "nothing found" or raw, and no markup of the service's becomes a script, a frame, an
 * event handler or a non-http(s) link or picture.
 *
 * Fewer runs than the normalisers' 10,000: a render in happy-dom costs about a hundred times a
 * normalisation, and the views only ever see normalised models, which those 10,000 runs cover.
 */
const RUNS = 100;

afterEach(cleanup);

class Catch extends Component<{ children: ReactNode; onError: (e: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Each list item in the view that shows it in the panel. */
function itemViews(n: Normalized): ReactNode {
  if (n.status !== 'ok') return null;
  const items = (n.data as { items?: unknown[] }).items ?? [];
  const each = (render: (item: never) => ReactNode) => <ul>{items.map((item, i) => <li key={i}>{render(item as never)}</li>)}</ul>;
  switch (n.model) {
    case 'post_list':
      return each((p) => <PostCard post={p} compact />);
    case 'video_list':
      return each((v) => <VideoCard video={v} compact />);
    case 'reel_list':
      return each((r) => <ReelCard reel={r} />);
    case 'comment_list':
    case 'reply_list':
      return each((c) => <CommentItem comment={c} />);
    case 'attachment_list':
      return <AttachmentsGallery items={items as never} />;
    case 'ad_list':
      return each((a) => <AdCard ad={a} />);
    case 'page_search':
      return each((p) => <PageResultItem item={p} />);
    case 'people_search':
      return each((p) => <PersonResultItem item={p} />);
    case 'location_search':
      return each((l) => <LocationResultItem item={l} />);
    case 'post_search':
      return each((p) => <PostResultItem item={p} />);
    case 'video_search':
      return each((v) => <VideoResultItem item={v} />);
    case 'advertiser':
      return <AdvertiserCard advertiser={n.data as never} />;
    default:
      return null;
  }
}

function checkSafe(root: HTMLElement) {
  expect(root.querySelectorAll('script, iframe, frame, object, embed, base, form[action], meta')).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) if (/^on/i.test(attr)) expect.fail(`<${el.tagName}> has ${attr}`);
  }
  for (const a of root.querySelectorAll('a[href]')) expect(a.getAttribute('href')).toMatch(/^https?:\/\/[^@/]+\//);
  for (const img of root.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^https?:\/\//);
}

describe.each(operationPerModel())('render %s answers', (model: ModelKind, operationId: OperationId) => {
  it(`${RUNS} generated bodies through ${operationId} into the views`, () => {
    fc.assert(
      fc.property(fc.oneof(body, mutatedBody(BODIES[operationId as keyof typeof BODIES])), (raw) => {
        const n = normalize(operationId, raw);
        const errors: unknown[] = [];
        const detection = model === 'video' ? reelDetection : postDetection;
        const res = result('lookup_url', [step(operationId, n, { raw })], { detection });
        const { container } = renderUi(
          <Catch onError={(e) => errors.push(e)}>
            <EntityResult result={res} url={detection.url} />
            {itemViews(n)}
          </Catch>,
        );
        try {
          expect(errors).toEqual([]);
          if (n.status === 'unrecognised') expect(container.querySelector('pre.raw-body')).not.toBeNull();
          else expect(container.textContent!.trim()).not.toBe('');
          checkSafe(container);
        } finally {
          cleanup();
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
