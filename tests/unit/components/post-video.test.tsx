// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityView } from '../../../components/sidepanel/EntityView';
import { PostView, ReelView, VideoView } from '../../../components/sidepanel/PostView';
import type { RunRequest } from '../../../lib/messaging/protocol';
import { setLanguage } from '../../../lib/ui/i18n/catalogue';
import type { RunResponse } from '../../../lib/lookup/types';
import type { Comment } from '../../../lib/service/model';
import type { JobRecord, JobSpec } from '../../../lib/lookup/jobs/types';
import {
  advertiser,
  ads,
  attachments,
  comment1,
  comment2,
  hostilePost,
  list,
  ok,
  page,
  post,
  postExtended,
  POST_URL,
  postResult,
  reelResult,
  REEL_URL,
  replies,
  result,
  step,
  video,
  VIDEO_URL,
  videoResult,
} from './fixtures';
import { createFakeEnv, errRun, exportsInPlace, okRun, renderUi, runCalls } from './harness';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

const commentsPage = (items: Comment[], endCursor?: string) =>
  okRun(result('post_comments', [step('social_get_post_comments', ok('comment_list', list(items, endCursor)))]));

describe('post', () => {
  it('shows text, author, time, media and counts', async () => {
    renderUi(<EntityView url={POST_URL} />, createFakeEnv({ runs: { lookup_url: okRun(postResult()) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    const card = await screen.findByRole('article', { name: 'Post' });
    expect(within(card).getByText('Our spring tournament starts Saturday!')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Northwind Games' })).toBeTruthy();
    expect(within(card).getByText(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(post.time!)))).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Photo 1' }).getAttribute('loading')).toBe('lazy');
    const engagement = within(card).getByRole('list', { name: 'Engagement' });
    expect(engagement.textContent).toContain('1,520 reactions');
    expect(engagement.textContent).toContain('210 comments');
    expect(engagement.textContent).toContain('33 shares');
    expect(await screen.findByRole('button', { name: 'Extended details · 1 credit' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Attachments · 5 credits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load comments · 1 credit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show ads of the author\'s page · ~3 credits' })).toBeTruthy();
  });

  it('renders service text as text and a javascript: author link as plain text', async () => {
    const { container } = renderUi(<PostView post={hostilePost} link={POST_URL} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0);
    const author = screen.getByText('Mallory');
    expect(author.tagName).toBe('SPAN');
    expect(author.closest('a')).toBeNull();
  });

  it('loads the extended details on demand', async () => {
    const env = createFakeEnv({
      runs: { post_extended: okRun(result('post_extended', [step('social_get_post_details_extended', ok('post_extended', postExtended))])) },
    });
    renderUi(<PostView post={post} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Extended details · 1 credit' }));
    const section = await screen.findByRole('region', { name: 'Extended details' });
    expect(within(section).getByText('45,000')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'HD video file' }).getAttribute('href')).toBe('https://video.social.example/hd.mp4');
    expect(within(section).getByRole('link', { name: 'SD video file' })).toBeTruthy();
    expect(within(section).getByText(/Spring Theme — The Meeples/)).toBeTruthy();
    expect(within(section).getByText('Yes')).toBeTruthy();
  });

  it('asks before 5-credit attachments, then shows every item as a gallery', async () => {
    const env = createFakeEnv({
      runs: { post_attachments: okRun(result('post_attachments', [step('social_get_post_attachments', ok('attachment_list', list(attachments)), { creditsCharged: 5 })])) },
    });
    renderUi(<PostView post={post} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Attachments · 5 credits' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This costs 5 credits.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend 5 credits' }));
    const gallery = await screen.findByRole('list', { name: 'Attachments' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('4 attachments: 3 photos, 1 video')).toBeTruthy();
    expect(within(gallery).getByRole('link', { name: 'Play video' })).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'post_attachments', input: { link: POST_URL, post_id: post.id } });
  });

  it('says before the 5-credit click what attachments add to the post’s answer', async () => {
    const photo = (i: number) => ({ type: 'photo' as const, id: `90${i}`, url: `https://cdn.social.example/${i}.jpg`, width: 1080, height: 720 });
    const whole = { ...post, media: Array.from({ length: 6 }, (_, i) => photo(i)) };
    const { unmount } = renderUi(<PostView post={whole} link={POST_URL} />);
    const offer = (await screen.findByRole('button', { name: 'Attachments · 5 credits' })).closest('.attachments-offer')!;
    expect(offer.textContent).toContain('The post’s answer already holds its 6 photos, each with its file, id and size: attachments would bring the same again.');
    unmount();

    // A photo without its id and size, a video without its file.
    const partial = { ...post, media: [{ type: 'photo' as const, url: 'https://cdn.social.example/p1.jpg' }, { type: 'video' as const, thumbnail: 'https://cdn.social.example/v.jpg' }] };
    const second = renderUi(<PostView post={partial} link={POST_URL} />);
    expect(
      await screen.findByText('Attachments add the files of 1 video shown without one and the ids and sizes of 1 photo, and any photo or video the post’s answer left out.'),
    ).toBeTruthy();
    second.unmount();

    renderUi(<PostView post={{ ...post, media: [] }} link={POST_URL} />);
    expect(await screen.findByText('The post’s answer shows no photo or video: attachments list any the post has.')).toBeTruthy();
  });

  it('loads comments 30 a page, more by cursor, and replies per comment', async () => {
    const env = createFakeEnv({
      runs: {
        post_comments: (req: RunRequest) => (req.request.input as { end_cursor?: string }).end_cursor ? commentsPage([{ ...comment2, id: 'c9', text: 'Page two comment' }]) : commentsPage([comment1, comment2], 'c-2'),
        comment_replies: okRun(result('comment_replies', [step('social_get_comment_replies', ok('reply_list', list(replies)))])),
      },
    });
    renderUi(<PostView post={{ ...post, comments: 3 }} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Load comments · 1 credit' }));
    expect(await screen.findByText('Can beginners join?')).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'post_comments', input: { link: POST_URL } });
    await userEvent.click(await screen.findByRole('button', { name: 'Show 4 replies · 1 credit' }));
    const replyList = await screen.findByRole('list', { name: 'Replies' });
    expect(within(replyList).getByText('Yes, there is a beginners table.')).toBeTruthy();
    expect(runCalls(env)[1]!.request).toEqual({ useCase: 'comment_replies', input: { comment_feedback_id: 'fb-c1', expansion_token: 'tok-c1' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more · 1 credit' }));
    expect(await screen.findByText('Page two comment')).toBeTruthy();
    expect(screen.getByText(/All comments loaded/)).toBeTruthy();
    // The loaded comments export in place, named after the post.
    await exportsInPlace(env, ['social_get_post_comments', 'social_get_post_comments'], new RegExp(`^comments-${POST_URL.split('/').pop()}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
  });

  it('in Spanish the comments’ file keeps the name of every language (comments-<post>), while the screen says “comentarios”', async () => {
    setLanguage('es');
    const env = createFakeEnv({ runs: { post_comments: commentsPage([comment1, comment2]) } });
    renderUi(<PostView post={{ ...post, comments: 2 }} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: /^Cargar comentarios · 1 crédito$/ }));
    expect(await screen.findByText('Can beginners join?')).toBeTruthy();
    const download = vi.fn(async (_o: { url: string; filename: string }) => 1);
    vi.stubGlobal('chrome', { downloads: { download } });
    try {
      const group = screen.getByRole('group', { name: 'Exportar lo cargado (comentarios)' });
      await userEvent.click(within(group).getByRole('button', { name: 'CSV' }));
      await waitFor(() => expect(download).toHaveBeenCalled());
      expect(download.mock.calls[0]![0].filename).toMatch(new RegExp(`^comments-${POST_URL.split('/').pop()}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a next page the service asks to wait for says so, counted down, instead of a bare "Loading more"', async () => {
    let answer: ((r: RunResponse) => void) | undefined;
    const env = createFakeEnv({
      runs: {
        post_comments: (req: RunRequest, onProgress) => {
          if (!(req.request.input as { end_cursor?: string }).end_cursor) return commentsPage([comment1, comment2], 'c-2');
          onProgress({ kind: 'waiting', until: env.now() + 4_000, reason: 'rate_limited' });
          return new Promise<RunResponse>((res) => (answer = res));
        },
      },
    });
    renderUi(<PostView post={{ ...post, comments: 3 }} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Load comments · 1 credit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more · 1 credit' }));
    expect(await screen.findByText('The service asked to wait: retrying in 4 s…')).toBeTruthy();
    answer!(await commentsPage([{ ...comment2, id: 'c9', text: 'Page two comment' }]));
    expect(await screen.findByText('Page two comment')).toBeTruthy();
    expect(screen.queryByText(/asked to wait/)).toBeNull();
  });

  it('says when there are no comments yet', async () => {
    renderUi(<PostView post={{ ...post, comments: 0 }} link={POST_URL} />, createFakeEnv({ runs: { post_comments: commentsPage([]) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load comments · 1 credit' }));
    expect(await screen.findByText('No comments yet')).toBeTruthy();
  });

  it('Cancel stops the first page of comments in flight: the call is cancelled, nothing shows as failed', async () => {
    let release: ((r: RunResponse) => void) | undefined;
    const env = createFakeEnv({
      runs: {
        post_comments: () =>
          new Promise<RunResponse>((res) => {
            release = res;
          }),
      },
    });
    renderUi(<PostView post={post} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Load comments · 1 credit' }));
    expect(await screen.findByText('Loading comments…')).toBeTruthy();
    await waitFor(() => expect(release).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const jobId = runCalls(env)[0]!.jobId;
    expect(env.api.cancel).toHaveBeenCalledWith({ jobId });
    release!(errRun({ code: 'cancelled' }));
    expect(await screen.findByRole('button', { name: 'Load comments · 1 credit' })).toBeTruthy();
    expect(runCalls(env)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands “all comments” to a background job: estimate and cap first, a confirmation, no page paid here', async () => {
    const estimate = {
      calls: { min: 6, max: 6 },
      credits: { min: 6, max: 6 },
      total: 180,
      noun: 'comments',
      pagePrice: 1,
      defaultCap: 40,
      budgetLeft: 40,
    };
    const jobs: JobRecord[] = [];
    const env = createFakeEnv({ runs: { post_comments: commentsPage([comment1, comment2], 'p2') }, jobEstimate: estimate, jobs });
    renderUi(<PostView post={{ ...post, comments: 210 }} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Load comments · 1 credit' }));
    await screen.findByText('Can beginners join?');
    // "Load more" stays for a page at a time; the whole list is a job.
    expect(screen.getByRole('button', { name: 'Load more · 1 credit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load all/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Collect all comments…' }));
    const form = await screen.findByRole('region', { name: /^Collect all comments of post/ });
    expect(await within(form).findByText('About 6 calls, at most 6 credits for 180 comments.')).toBeTruthy();
    expect((within(form).getByLabelText('Spend at most (credits)') as HTMLInputElement).value).toBe('40');
    await userEvent.click(within(form).getByRole('button', { name: 'Start · at most 6 credits' }));
    // 6 credits: at or over the confirmation threshold, so the page's own dialog asks first.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/It stops at 40 credits at most/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start · at most 6 credits' }));
    await waitFor(() => expect(env.api.jobStart).toHaveBeenCalledTimes(1));
    const started = (env.api.jobStart as ReturnType<typeof vi.fn>).mock.calls[0]![0] as { spec: JobSpec; capCredits: number };
    expect(started).toEqual({
      spec: { useCase: 'post_comments', input: { link: POST_URL }, label: `All comments of post ${POST_URL.split('/').pop()}`, announcedTotal: 210 },
      capCredits: 40,
    });
    // Only the first page was paid from the panel: the rest is the job's, in the background.
    expect(runCalls(env)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: /^Collect all/ })).toBeNull();
  });

  it('shows the ads of the author’s page', async () => {
    const related = result('post_related_ads', [
      step('social_get_post_details', ok('post', post)),
      step('social_get_page_details', ok('page', page)),
      step('social_ads_search', ok('ad_list', list(ads))),
      step('social_ads_page_details', ok('advertiser', advertiser)),
    ]);
    const env = createFakeEnv({ runs: { post_related_ads: okRun(related) } });
    renderUi(<PostView post={post} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: "Show ads of the author's page · ~4 credits" }));
    expect(await screen.findByRole('article', { name: 'Advertiser' })).toBeTruthy();
    expect(screen.getByText('Spring sale')).toBeTruthy();
  });

  it('shows the background’s notice when a chain ends early', async () => {
    const none = { ...result('post_related_ads', [step('social_get_post_details', ok('post', post))]), notice: { code: 'no_author' as const } };
    renderUi(<PostView post={post} link={POST_URL} />, createFakeEnv({ runs: { post_related_ads: okRun(none) } }));
    await userEvent.click(await screen.findByRole('button', { name: "Show ads of the author's page · ~4 credits" }));
    expect(await screen.findByText('The post’s author has no page link, so its ads cannot be looked up.')).toBeTruthy();
  });

  it('turns a button off, saying why, when the background would refuse the call', async () => {
    const env = createFakeEnv({ refusal: (r) => (r.useCase === 'post_attachments' ? { code: 'invalid_params', param: 'post_id', issues: ['post_id: must be a numeric id'] } : undefined) });
    renderUi(<PostView post={post} link={POST_URL} />, env);
    expect(await screen.findByText('The post id must be a numeric id.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Attachments' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the author’s page runs no ads', async () => {
    const { adPageId: _ads, ...noAds } = page;
    const none = result('post_related_ads', [step('social_get_post_details', ok('post', post)), step('social_get_page_details', ok('page', noAds))]);
    renderUi(<PostView post={post} link={POST_URL} />, createFakeEnv({ runs: { post_related_ads: okRun(none) } }));
    await userEvent.click(await screen.findByRole('button', { name: "Show ads of the author's page · ~4 credits" }));
    expect(await screen.findByText("The author's page runs no ads.")).toBeTruthy();
  });
});

describe('budget', () => {
  it('asks when the run answers budget_exceeded, then re-runs with confirmOverBudget', async () => {
    let calls = 0;
    const env = createFakeEnv({
      runs: {
        post_extended: () => {
          calls += 1;
          return calls === 1
            ? errRun({ code: 'budget_exceeded', estimate: 1, budgetLeft: 0 })
            : okRun(result('post_extended', [step('social_get_post_details_extended', ok('post_extended', postExtended))]));
        },
      },
    });
    renderUi(<PostView post={post} link={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Extended details · 1 credit' }));
    const dialog = await screen.findByRole('dialog', { name: "This would go over today's budget" });
    expect(within(dialog).getByText('This costs 1 credit; nothing is left of today’s budget. Run it anyway?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run anyway · 1 credit' }));
    expect(await screen.findByRole('region', { name: 'Extended details' })).toBeTruthy();
    expect(runCalls(env)[0]!.confirmOverBudget).toBeUndefined();
    expect(runCalls(env)[1]!.confirmOverBudget).toBe(true);
  });

  it('asks first when the estimate is over the budget', async () => {
    const env = createFakeEnv({ runs: { lookup_url: okRun(postResult()) }, credits: { spentToday: 50, dailyBudget: 50 } });
    renderUi(<EntityView url={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    const dialog = await screen.findByRole('dialog', { name: "This would go over today's budget" });
    expect(within(dialog).getByText('This costs 1 credit; nothing is left of today’s budget. Run it anyway?')).toBeTruthy();
    expect(runCalls(env)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run anyway · 1 credit' }));
    await screen.findByRole('article', { name: 'Post' });
    expect(runCalls(env)[0]).toMatchObject({ confirmOverBudget: true });
  });
});

describe('video and reel', () => {
  it('shows video details, then comments', async () => {
    const env = createFakeEnv({ runs: { lookup_url: okRun(videoResult()), post_comments: commentsPage([comment2]) } });
    renderUi(<EntityView url={VIDEO_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    const card = await screen.findByRole('article', { name: 'Video How to play Harbour Lights' });
    expect(within(card).getByText('A five-minute rules overview.')).toBeTruthy();
    expect(within(card).getByText('#boardgames #howto')).toBeTruthy();
    expect(within(card).getByText('5:05')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Northwind Games' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Load comments · 1 credit' }));
    expect(await screen.findByText('See you there!')).toBeTruthy();
    expect(runCalls(env)[1]!.request).toEqual({ useCase: 'post_comments', input: { link: VIDEO_URL } });
  });

  it('renders VideoView directly', () => {
    renderUi(<VideoView video={video} link={VIDEO_URL} />);
    expect(screen.getByRole('link', { name: 'How to play Harbour Lights' })).toBeTruthy();
  });

  it('shows a reel with its extended details and comments', async () => {
    renderUi(<EntityView url={REEL_URL} />, createFakeEnv({ runs: { lookup_url: okRun(reelResult()) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    expect(await screen.findByText('Reel', { selector: '.entity-head .badge' })).toBeTruthy();
    expect(screen.getByText('Unboxing in 15 seconds')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Extended details' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Load comments · 1 credit' })).toBeTruthy();
  });

  it('renders ReelView without extended details', async () => {
    renderUi(<ReelView post={post} link={REEL_URL} />);
    expect(await screen.findByRole('button', { name: 'Extended details · 1 credit' })).toBeTruthy();
  });
});
