import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/** fake-browser has no sidePanel, contextMenus or scripting: stub them. */
export function stubMissingApis() {
  const log: string[] = [];
  const sidePanel = {
    open: vi.fn((o: unknown) => {
      log.push(`sidePanel.open ${JSON.stringify(o)}`);
      return Promise.resolve();
    }),
    setPanelBehavior: vi.fn(() => Promise.resolve()),
  };
  const created: Array<Record<string, unknown>> = [];
  const contextMenus = {
    create: vi.fn((props: Record<string, unknown>, cb?: () => void) => {
      created.push(props);
      cb?.();
      return props.id;
    }),
    removeAll: vi.fn(async () => {
      created.length = 0;
    }),
  };
  const registered = new Map<string, { id: string; matches?: string[] }>();
  const scripting = {
    getRegisteredContentScripts: vi.fn(async (f?: { ids?: string[] }) =>
      [...registered.values()].filter((s) => !f?.ids || f.ids.includes(s.id)),
    ),
    registerContentScripts: vi.fn(async (scripts: Array<{ id: string; matches?: string[] }>) => {
      for (const s of scripts) registered.set(s.id, s);
    }),
    updateContentScripts: vi.fn(async (scripts: Array<{ id: string; matches?: string[] }>) => {
      for (const s of scripts) registered.set(s.id, s);
    }),
    unregisterContentScripts: vi.fn(async (f?: { ids?: string[] }) => {
      for (const id of f?.ids ?? []) registered.delete(id);
    }),
  };
  const b = fakeBrowser as unknown as Record<string, unknown>;
  b.sidePanel = sidePanel;
  b.contextMenus = contextMenus;
  b.scripting = scripting;
  (fakeBrowser.runtime as unknown as Record<string, unknown>).openOptionsPage = vi.fn(async () => {
    log.push('openOptionsPage');
  });
  return { log, sidePanel, contextMenus, created, scripting, registered };
}
