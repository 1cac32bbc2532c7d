import { formatNumber } from '@switchboard/contract/format';
import i18n from '../../app/i18n';

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
