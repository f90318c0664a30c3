import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Built sizes, gzipped, of each entrypoint with the shared chunks it loads (an HTML page's
 * module scripts and their static imports), from a production build in `dir`.
 */
export function builtSizes(dir: string) {
  const gz = (file: string) => gzipSync(readFileSync(join(dir, file))).length / 1024;
  const htmlSize = (html: string) => {
    const text = readFileSync(join(dir, html), 'utf8');
    const files = new Set<string>();
    const queue = [...text.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    while (queue.length) {
      const file = queue.shift()!;
      if (files.has(file)) continue;
      files.add(file);
      if (file.endsWith('.js')) {
        const js = readFileSync(join(dir, file), 'utf8');
        for (const m of js.matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) {
          queue.push(join(file.split('/').slice(0, -1).join('/'), m[1] ?? m[2]!));
        }
      }
    }
    return [...files].reduce((sum, f) => sum + gz(f), 0);
  };
  const contentScripts = readdirSync(join(dir, 'content-scripts')).filter((f) => f.endsWith('.js'));
  return {
    size_content_gz_kb: contentScripts.reduce((s, f) => s + gz(join('content-scripts', f)), 0),
    size_background_gz_kb: gz('background.js'),
    size_popup_gz_kb: htmlSize('popup.html'),
    size_sidepanel_gz_kb: htmlSize('sidepanel.html'),
    size_options_gz_kb: htmlSize('options.html'),
  };
}
