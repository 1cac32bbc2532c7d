import type { ShortUrlSearch } from '@switchboard/contract/short-urls';
import { auditedRows, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { walkShortUrls } from './repository';
import { withLink, type ShortLinkPlace } from './service';

/**
 * The short URLs the list's filters pick, as CSV rows streamed page by page, each with its
 * link spelled out as the list shows it; who exported which links is audited before the
 * first row goes out.
 */
export function exportShortUrls(
  db: Db,
  actor: Actor,
  query: Omit<ShortUrlSearch, 'page' | 'page_size'>,
  place: ShortLinkPlace,
) {
  async function* rows() {
    for await (const page of walkShortUrls(db, query))
      for (const record of page) {
        const url = withLink(record, place);
        yield { ...url, tags: url.tags.join(' ') };
      }
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'short_urls.export',
      subjectType: 'ShortUrl',
      summary: { filters: query },
    },
    rows(),
  );
}
