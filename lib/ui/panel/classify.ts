import { useEffect, useMemo, useState } from 'react';
import type { Detection, SiteHosts } from '../../site/types';

/**
 * Classifies a link the way the background will (free: no call), to show what it is before asking.
 * The classifier (every detector of every site) loads on first use, with the answer views, not with
 * the side panel's first paint; until then a link shows as a link.
 */

type Classifier = typeof import('../../site/identify');
let classifier: Classifier | null = null;
let loading: Promise<Classifier> | null = null;

export function loadClassifier(): Promise<Classifier> {
  return (loading ??= import('../../site/identify').then((m) => (classifier = m)));
}

/** What a link is (null when it is none of the site's kinds, or while the classifier loads). */
export function useClassifiedUrl(url: string, hosts: SiteHosts | undefined): Detection | null {
  const [loaded, setLoaded] = useState(classifier !== null);
  useEffect(() => {
    if (!classifier) void loadClassifier().then(() => setLoaded(true));
  }, []);
  // Loaded by another view meanwhile counts too. Classified once per link: the render that shows
  // the answer does not classify again.
  const ready = loaded || classifier !== null;
  return useMemo(() => (ready && classifier ? classifier.identifyUrl(url, hosts) : null), [ready, url, hosts]);
}
