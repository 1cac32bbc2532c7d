import type { SearchResult } from '@switchboard/contract/search';
import type { Db } from '../../platform/db/client';
import {
  callById,
  callsByNumber,
  kycById,
  kycByReference,
  mandatesByRef,
  orgsByEmail,
  orgsById,
  orgsByNumber,
  orgsByText,
  paymentById,
  paymentsByRef,
  usersByEmail,
  usersById,
  usersByPhone,
  usersByText,
  type Hit,
} from './repository';

/** Where the console shows each kind of hit. */
function pathOf(hit: Hit): string {
  switch (hit.kind) {
    case 'ORG':
      return `/teams/${hit.id}`;
    case 'USER':
      return `/teams/users/${hit.id}`;
    case 'CALL':
      return `/trial-call-history?call=${hit.id}`;
    case 'KYC':
      return `/kyc/${hit.org_id}`;
    case 'PAYMENT':
    case 'MANDATE':
      return `/teams/${hit.org_id}/invoices`;
  }
}

/** A whole address: looked up exactly. Part of one ('kavya@') is searched as text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What the text looks like decides where to look, so each lookup is one indexed read: ten
 * digits (with or without +91 or a 0) are a phone, a {product} number or a trial call's caller
 * or callee; fewer digits an id of
 * any kind; a whole email an exact address (of a person or a team); a reference-like word (pay_…, a mandate id) the
 * gateway's ids; anything else the names of teams and people (trigram indexes).
 */
export async function searchEverything(db: Db, q: string): Promise<SearchResult[]> {
  const text = q.trim();
  const digits = text.replace(/[\s\-+()]/g, '');
  const lookups: Promise<Hit[]>[] = [];
  if (/^\d+$/.test(digits)) {
    const national = digits.replace(/^(91|0)(?=\d{10}$)/, '');
    if (/^\d{10}$/.test(national))
      lookups.push(
        orgsByNumber(db, national),
        usersByPhone(db, national),
        callsByNumber(db, national),
      );
    const id = Number(digits);
    // Ids are 32-bit here (a call's or a payment's grow past it only in a very old system).
    if (id > 0 && id <= 2_147_483_647) {
      lookups.push(
        orgsById(db, id),
        usersById(db, id),
        callById(db, id),
        kycById(db, id),
        paymentById(db, id),
      );
    }
  } else if (EMAIL.test(text)) {
    lookups.push(usersByEmail(db, text), orgsByEmail(db, text));
  } else if (/^[A-Za-z]+_[A-Za-z0-9]+$/.test(text)) {
    lookups.push(paymentsByRef(db, text), mandatesByRef(db, text));
  } else if (/^[A-Z]{3}\d{6,}[A-Z0-9]*$/i.test(text)) {
    // Digio's references (KID…, DID…), or a bank's UTR.
    lookups.push(kycByReference(db, text.toUpperCase()), paymentsByRef(db, text));
  } else if (text.length >= 2) {
    // A single letter matches nearly everything: names are looked up from two on.
    lookups.push(orgsByText(db, text), usersByText(db, text));
  }
  const found = (await Promise.all(lookups)).flat();
  return found.map((hit) => ({
    kind: hit.kind,
    id: hit.id,
    title: hit.title,
    subtitle: hit.subtitle,
    path: pathOf(hit),
  }));
}
