/**
 * What each error code says, and its way forward (lib/ui/text/errors.ts). Keyed by the codes of
 * lib/service/errors.ts: every code has at least a `title` and a `say`; other keys are the same
 * failure with more of its data (a status, an address, a figure).
 */
export const errors = {
  // From the service's answer.
  bad_request: {
    title: 'The service rejected the request',
    say: 'The service found the request invalid. Check the values you entered.',
  },
  unauthorized: {
    title: 'The service rejected your key',
    say: 'Re-enter the key in the options; check that you copied all of it.',
    onVerify: 'The service rejected this key (401). Check that you copied all of it.',
  },
  out_of_credits: {
    title: 'You are out of credits',
    say: 'Top up or move to a larger plan with the service, or wait for the monthly reset. Then refresh your credits.',
    onVerify: 'The key works, but the account is out of credits (402).',
  },
  forbidden: {
    title: 'The key was refused or the account is paused',
    say: 'Check your account with the service, or enter another key in the options.',
    onVerify: 'The key was refused or the account is paused (403). Check your account with the service.',
  },
  rate_limited: {
    title: 'Too many requests',
    say: 'The service asks to slow down for a moment.',
    onVerify: 'The service asks to slow down (429). Try again in {wait}.',
  },
  upstream_error: {
    title: "The network's data source failed",
    say: 'The service could not get this from the site. Try again.',
  },
  service_failed: {
    title: 'The service failed',
    say: 'The service had a problem of its own. Try again in a while.',
    sayStatus: 'The service answered with an unexpected status {status}. Try again in a while.',
  },
  upstream_timeout: {
    title: "The network's data source timed out",
    say: 'The site took too long to answer the service. Try again.',
  },
  error_answer: {
    title: 'The service answered with an error',
    say: 'Nothing was kept. The service may have charged the call, so it is in the ledger. Try again later.',
    saySaid: 'It said: “{message}”. Nothing was kept. The service may have charged the call, so it is in the ledger. Try again later.',
  },
  // From the way to the service.
  redirected: {
    title: 'The service URL redirects elsewhere',
    say: 'The service answered with a redirect to another address, which Social Lookup does not follow, so your key is not sent there. Check the service URL in the options.',
    sayTo: 'The service answered with a redirect to another address ({origin}), which Social Lookup does not follow, so your key is not sent there. Check the service URL in the options.',
    onVerify: 'The service answered with a redirect to another address, which Social Lookup does not follow, so your key is not sent there. Check the URL.',
    onVerifyTo: 'The service answered with a redirect to another address ({origin}), which Social Lookup does not follow, so your key is not sent there. Check the URL.',
  },
  network: {
    title: 'The service could not be reached',
    say: 'Check your connection and the service URL, then try again.',
    onVerify: 'The service could not be reached at this URL. Check the URL and your connection.',
  },
  timeout: {
    title: 'The service did not answer in time',
    say: 'The call was stopped. Try again.',
    sayWithin: 'It did not answer within {wait}; the call was stopped. Try again.',
    onVerify: 'The service did not answer in time. Try again in a moment.',
  },
  malformed: {
    title: 'The service sent an answer that is not JSON',
    say: 'The answer is shown below as it came.',
    titleUsage: "The service's usage answer was not recognised",
    sayUsage: 'The service answered, but not with the account’s figures. Try again later.',
    titleJobPage: 'An answer was not a list the job can read',
    sayJobPage: "The service's answer to page {page} was not a list the job can read; the job stopped there.",
    titleWatchPage: 'An answer was not a list the watch can read',
    sayWatchPage: "The service's answer was not a list the watch can read; it tries again at its next check.",
  },
  cancelled: { title: 'Stopped', say: 'The call was cancelled; nothing more was loaded.' },
  // Before anything is sent.
  invalid_params: {
    title: 'A value is not accepted',
    say: 'Correct the value and try again.',
    unknownOperation: 'There is no operation “{name}”.',
  },
  invalid_request: {
    title: 'The request is not valid',
    say: 'Correct the value and try again.',
    noJob: 'There is no such job (it was removed).',
  },
  insecure_base_url: {
    title: 'The service URL is not usable',
    say: 'The service URL must start with https:// (http:// is allowed only for localhost).',
    missing: 'Enter the service URL first.',
    notAbsolute: 'The service URL "{url}" is not an absolute URL; https is required, e.g. https://api.example.',
    scheme: 'The service URL must start with https://, not {scheme}',
    otherScheme: 'The service URL must start with https://, not another scheme',
    credentials: 'The service URL must not contain a user name or password.',
    path: "The service URL must be the service's address alone, with no path or query.",
    pathBoth: "The service URL must be the service's address alone, with no path or query: {origin}, not {url}.",
  },
  no_base_url: { title: 'Set up the service URL', say: 'Enter the service URL in the options.' },
  permission: {
    title: 'Permission not given',
    say: 'Allow the extension to reach the service URL when the browser asks.',
    sayOrigin: 'Permission to contact {origin} was not given. Allow it when the browser asks.',
    onVerify: 'Permission to contact the service was not given, so the key could not be checked.',
    onVerifyOrigin: 'Permission to contact {origin} was not given, so the key could not be checked.',
  },
  saved_key_elsewhere: {
    title: 'Your saved key was not sent',
    say: 'Your saved key was saved for {saved}, so it was not sent to {origin}. Type the key for that service to check it there.',
    onVerify: 'Not checked. Your saved key was saved for {saved}, so it was not sent to {origin}. Type the key for that service to check it there.',
    /** In place of {saved} when the key was saved with no service URL. */
    noServiceUrl: 'no service URL',
    /** In place of {origin} when the new address is not known. */
    newAddress: 'the new address',
  },
  no_key: {
    title: 'Set up your key',
    say: 'Add your API key in the options to start looking things up.',
    onVerify: 'Enter a key first.',
  },
  invalid_settings: {
    title: 'The settings were not saved',
    say: 'Correct the value and save again.',
    noSiteHost: 'Add at least one valid site domain (e.g. social.example).',
  },
  // Refusals of the lookup core (nothing was sent, nothing was charged).
  budget_exceeded: {
    title: "This would go over today's budget",
    say: 'This call costs more than is left of today’s budget.',
    sayCost: 'This costs {cost}, more than is left of today’s budget.',
    nothingLeft: 'Nothing is left of today’s budget.',
    onlyLeft: { one: 'Only {left} is left of today’s budget.', other: 'Only {left} are left of today’s budget.' },
    costNothingLeft: 'This costs {cost}; nothing is left of today’s budget.',
    costLeft: { one: 'This costs {cost}; {left} of today’s budget is left.', other: 'This costs {cost}; {left} of today’s budget are left.' },
  },
  not_enough_credits: {
    title: 'Not enough credits',
    say: 'The account has fewer credits left than this call costs. Top up with the service, then refresh your credits.',
    sayFigures: 'This needs {cost}; the account has {left} left. Top up with the service, then refresh your credits.',
  },
  unsupported: {
    title: 'Social Lookup cannot look this up',
    say: 'This kind of link has no lookup.',
    /** Why, by the refusal's problem. */
    because: {
      no_ad: 'This ads library link names no ad.',
      no_listing: 'This marketplace link has no numeric listing id.',
      no_seller: 'This marketplace link names no seller.',
      marketplace_search: 'Open the marketplace tab of the side panel to search the marketplace with its filters.',
      other_page: 'This page of the site is not a page, group, post, video or reel, so there is nothing to look up.',
      photo_link: 'Links of the photo network are recognised, but looking them up is not offered yet.',
    },
  },
  not_on_site: { title: 'This is not on the site', say: 'Open a page, group, post or video of the site.' },
  not_held: { title: 'Not looked up yet', say: 'Its answer is not kept. Look it up to pay for it.' },
  auto_lookup_off: { title: 'Automatic lookups are off', say: 'Turn them on in the options, or look it up by hand.' },
  // Bulk jobs: why a job paused before sending its next page.
  job_cap_reached: {
    title: "The job's credit cap is reached",
    say: 'Raise the cap and resume to go on, or export what it fetched.',
    sayFigures: 'The next page costs {cost} and the job has spent {spent} of its cap of {cap}. Raise the cap and resume to go on, or export what it fetched.',
  },
  watch_cap_reached: {
    title: "The watch's daily credit cap is reached",
    say: 'It checks again tomorrow; raise its cap to check sooner.',
    sayFigures: 'A check costs {cost} and the watch has spent {spent} of its {cap} today. It checks again tomorrow; raise its cap to check sooner.',
  },
  // Boards (nothing was sent, nothing was charged).
  board_file_invalid: {
    title: 'This is not a board file',
    say: 'Social Lookup could not read it as a board file, so nothing was imported. Pick a file made by “Export the board’s file”, or ask for it again from a newer version.',
    sayDetail:
      'Social Lookup could not read it as a board file ({detail}), so nothing was imported. Pick a file made by “Export the board’s file”, or ask for it again from a newer version.',
  },
  board_unreadable: {
    title: 'This board could not be read',
    say: 'Its stored record is damaged, so it is kept aside as it was and nothing was written over it. Make a new board, or import the board’s file again if you have one.',
  },
  board_gone: {
    title: 'This board is gone',
    say: 'It was deleted, here or in another window. Go back to the boards and pick another, or import its file again.',
  },
  browser_closed: {
    title: 'The browser was closed',
    say: 'Resume the job: it goes on from its last page, without paying again for what it has.',
  },
  // The extension itself.
  ledger_unavailable: {
    title: 'Paid calls are stopped',
    say: 'The browser refused to save the credit ledger (the disk may be full). Free some space, then try again.',
  },
  library_newer: {
    title: 'The library is from a newer version',
    say: 'Your library was saved by a newer version of Social Lookup. Lookups still work, but new answers are not kept. Export the library, or reset it.',
  },
  internal: {
    title: 'Something went wrong',
    say: 'Try again; if it keeps happening, the details below help to report it.',
    noAnswer: 'The background sent no answer.',
    noEstimate: 'The background sent no estimate.',
  },
  /** The parameter at fault, as a heading: "The lowest price is not accepted". */
  value: {
    notAccepted: '{param} is not accepted',
    namedNotAccepted: 'The value of “{name}” is not accepted',
  },
  /** A wait or a time limit: "30 s", "2 min", "2 min 30 s", "150 ms". */
  wait: {
    milliseconds: '{count} ms',
    seconds: '{count} s',
    minutes: '{count} min',
    minutesSeconds: '{minutes} min {seconds} s',
  },
};
