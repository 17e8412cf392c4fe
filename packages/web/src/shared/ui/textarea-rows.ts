/** Spec 3 §9: the message textarea grows to at most 6 rows, then scrolls. */
export const MESSAGE_TEXTAREA_MAX_ROWS = 6;

/**
 * How many rows show the text whole: its height (scrollHeight less the vertical padding) in
 * lines, from 1 to `maxRows`.
 */
export function textareaRows({ scrollHeight, lineHeight, paddingBlock, maxRows }: { scrollHeight: number; lineHeight: number; paddingBlock: number; maxRows: number }): number {
  if (!(lineHeight > 0)) return 1;
  // Rounded, not ceiled: scrollHeight is whole pixels while lines may be fractional.
  const lines = Math.round((scrollHeight - paddingBlock) / lineHeight);
  return Math.min(Math.max(lines, 1), maxRows);
}
