import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Points write-excel-file's imports of fflate at xlsx-zip.ts beside this file, whose `zip`
 * runs on the page's thread instead of in a blob: Worker (refused by the extension pages' policy
 * in Firefox). Only that package's imports: everything else gets fflate as it is. Used by the
 * extension build (wxt.config.ts) and the unit tests (vitest.config.ts), so both run the same code.
 */

const SHIM = fileURLToPath(new URL('./xlsx-zip.ts', import.meta.url));

export function xlsxZipOnMainThread(): Plugin {
  return {
    name: 'xlsx-zip-on-main-thread',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'fflate' && importer && /[\\/]node_modules[\\/]write-excel-file[\\/]/.test(importer)) return SHIM;
      return null;
    },
  };
}
