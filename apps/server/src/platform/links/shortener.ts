import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, type Actor } from '../audit/audit';
import type { ShortLinkClicks } from '@switchboard/contract/payments';
import type { DbOrTx } from '../db/client';

/** A link the product sends a customer, to be shortened so its clicks are counted. */
export type ProductLink = { target_url: string; org_id: number; title: string; tag: string };

/**
 * Short links for the links the product sends (payment links, mandate registration, KYC):
 * the short-urls area implements it, app.ts decorates the app with it, and other areas use it
 * inside their own transaction, so a link is never sent without its short URL or made twice.
 * `origin` is where the request reached this server (used when SHORT_URL_BASE is not set).
 */
export type LinkShortener = {
  shorten(tx: DbOrTx, actor: Actor, link: ProductLink, origin: string): Promise<string>;
  /**
   * Many links at once, made by the system (a campaign's recipients' own links), under
   * `linkBase` (`{linkBase}/s/{slug}`); answers each link's short URL id and address, in order.
   */
  shortenMany(
    tx: DbOrTx,
    links: ProductLink[],
    linkBase: string,
  ): Promise<{ id: number; url: string }[]>;
  /** The short URL behind a link it made (`…/s/{slug}`) and its clicks; null for any other link. */
  clicksOf(db: DbOrTx, shortUrl: string): Promise<ShortLinkClicks | null>;
  /** Where short links live when no request tells: SHORT_URL_BASE or PUBLIC_URL, else ''. */
  base: string;
};

/** Shortens in the caller's transaction, on behalf of the request's staff member. */
export type ShortenInTx = (tx: DbOrTx, link: ProductLink) => Promise<string>;

/** The shortener of one request: its actor, and the origin it reached this server at. */
export const shortenerFor =
  (app: FastifyInstance, request: FastifyRequest): ShortenInTx =>
  (tx, link) =>
    app.shortLinks.shorten(tx, actorOf(request), link, `${request.protocol}://${request.host}`);
