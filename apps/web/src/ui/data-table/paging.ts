import { formatNumber } from '@switchboard/contract/format';
import i18n from '../../lib/i18n';

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** "1,234 total", or "about 1,00,000 total" when the server only estimated the count. */
export function totalLabel(total: number, isEstimate: boolean): string {
  const count = formatNumber(total);
  return isEstimate ? i18n.t('table.totalEstimate', { count }) : i18n.t('table.total', { count });
}

export function pageLabel(page: number, pages: number, isEstimate: boolean): string {
  const values = { page: formatNumber(page), pages: formatNumber(pages) };
  return isEstimate ? i18n.t('table.pageOfAbout', values) : i18n.t('table.pageOf', values);
}

/** A page number to offer, or a gap between two. */
export type PagerItem = number | 'dots';

export interface PagerInput {
  /** One-based. */
  page: number;
  pageSize: number;
  total: number;
  totalIsEstimate: boolean;
  /**
   * The deepest row a page reached by number may start at (the server's offset limit); pages
   * past it are reached one at a time with next and previous (keyset). None: every page.
   */
  maxOffsetRows?: number | undefined;
  /** Whether the server has a page after this one; without it the total decides. */
  hasNextPage?: boolean | undefined;
}

const SIBLINGS = 1;

/**
 * Which page numbers the footer offers: only pages it can reach. The first page, the pages
 * beside the current one and the current one itself; the last page only when the total is
 * exact and the last page lies inside the offset limit (an estimated last page may not exist,
 * and a page past the limit cannot be jumped to). Next and previous go one page at a time.
 */
export function pagerModel({
  page,
  pageSize,
  total,
  totalIsEstimate,
  maxOffsetRows,
  hasNextPage,
}: PagerInput) {
  const pages = pageCount(total, pageSize);
  const reachable =
    maxOffsetRows === undefined
      ? Number.POSITIVE_INFINITY
      : Math.floor(maxOffsetRows / Math.max(1, pageSize)) + 1;
  const lastNumbered = Math.min(pages, reachable);
  const shown = new Set([1, page]);
  for (let p = page - SIBLINGS; p <= page + SIBLINGS; p += 1)
    if (p >= 1 && p <= lastNumbered) shown.add(p);
  if (!totalIsEstimate && pages <= reachable) shown.add(pages);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    // A gap of one page shows that page rather than dots, when it can be jumped to.
    if (p - previous === 2 && previous + 1 <= lastNumbered) items.push(previous + 1);
    else if (p - previous > 1) items.push('dots');
    items.push(p);
    previous = p;
  }
  return { items, canPrevious: page > 1, canNext: hasNextPage ?? page < pages };
}
