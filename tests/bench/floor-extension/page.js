/* global chrome */
// Called by the benchmark: one lookup through the worker, timed to its answer in the DOM. The
// port is opened again after the worker stopped, as the extension's pages do.
let port = null;
const waiting = new Map();
let seq = 0;
const open = () => {
  if (port) return port;
  const p = chrome.runtime.connect();
  p.onMessage.addListener(({ id, body }) => waiting.get(id)?.(body));
  p.onDisconnect.addListener(() => {
    if (port === p) port = null;
  });
  port = p;
  return p;
};
const ask = (message) =>
  new Promise((resolve) => {
    const id = ++seq;
    const t0 = performance.now();
    waiting.set(id, (body) => {
      waiting.delete(id);
      document.getElementById('answer').textContent = String(body?.data?.text ?? body?.message ?? '');
      resolve(performance.now() - t0);
    });
    open().postMessage({ id, ...message });
  });
globalThis.lookUp = (url, key) => ask({ url, key });
// A lookup whose answer the worker keeps: fetched and kept the first time, read from storage after.
globalThis.lookUpKept = (url, key) => ask({ url, key, kept: true });
