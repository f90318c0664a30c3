import type { TextPart } from './links';

/** How far into `text` (from `from`, at most `room` characters) a block may end: after the last line break or space in the last 40%, else at `room`. */
function softCut(text: string, from: number, room: number): number {
  const windowStart = from + Math.floor(room * 0.6);
  const window = text.slice(windowStart, from + room);
  const newline = window.lastIndexOf('\n');
  if (newline >= 0) return windowStart + newline + 1 - from;
  const space = window.search(/\s\S*$/);
  if (space >= 0) return windowStart + space + 1 - from;
  return room;
}

/**
 * The first `limit` characters of `parts` in blocks of at most about `size` characters each, so
 * the page lays out a bounded amount however long the text: blocks end at a line break or a space
 * where there is one, a link is never cut (it ends a block early or starts the next one).
 * `end` is how many characters of the text the blocks hold.
 */
export function textBlocks(parts: TextPart[], limit: number, size: number): { blocks: TextPart[][]; end: number } {
  const blocks: TextPart[][] = [];
  let block: TextPart[] = [];
  let blockLen = 0;
  let pos = 0;
  const flush = () => {
    if (block.length) blocks.push(block);
    block = [];
    blockLen = 0;
  };
  let full = false;
  for (const part of parts) {
    if (full || pos >= limit) break;
    if (part.href) {
      if (pos > 0 && pos + part.text.length > limit) break;
      if (blockLen > 0 && blockLen + part.text.length > size) flush();
      block.push(part);
      blockLen += part.text.length;
      pos += part.text.length;
      continue;
    }
    let offset = 0;
    while (offset < part.text.length && pos < limit) {
      const room = Math.min(size - blockLen, limit - pos);
      if (room <= 0) {
        flush();
        continue;
      }
      const left = part.text.length - offset;
      const take = left <= room ? left : softCut(part.text, offset, room);
      block.push({ text: part.text.slice(offset, offset + take) });
      blockLen += take;
      pos += take;
      offset += take;
      if (left > room) {
        // Cut short by the limit (not by the block's size): the text stops here.
        full = room === limit - (pos - take);
        flush();
        if (full) break;
      }
    }
  }
  flush();
  return { blocks, end: pos };
}
