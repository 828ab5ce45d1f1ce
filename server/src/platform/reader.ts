import type { FastifyRequest } from 'fastify';
import { priceFormat, type PriceFormat } from './money.ts';
import type { AppConfig } from './config.ts';
import { textReader, type TextReader } from './system-text.ts';
import type { AppDeps } from './types.ts';

/** How a caller reads an answer: their language, the default one to fall back on, their currency, and the shop's address as they reach it. */
export interface Reader {
  lang: string;
  fallback: string;
  price: PriceFormat;
  /** Puts texts the system wrote (ledger remarks, history notes, chosen reasons) into the caller's language. */
  text: TextReader;
  /** Where links for the caller point (a payment page, its return): siteAddress; absent for a reader made outside a request (a mail), whose links use PUBLIC_URL. */
  site?: string;
}

/**
 * The shop's address for links a caller follows: PUBLIC_URL when set; else the address the request
 * came to (its Host, and the scheme a trusted proxy names), so that a shop opened at another
 * address than localhost:8080 still sends its payers back to itself.
 */
export function siteAddress(config: Pick<AppConfig, 'PUBLIC_URL' | 'publicUrlSet'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  const address = config.publicUrlSet || !request.host ? config.PUBLIC_URL : `${request.protocol}://${request.host}`;
  return address.replace(/\/$/, '');
}

export async function readerOf(deps: AppDeps, request: FastifyRequest): Promise<Reader> {
  return {
    lang: request.lang,
    fallback: await deps.ref.defaultLanguage(),
    price: await priceFormat(deps.ref, request),
    text: await textReader(deps.ref, request.lang),
    site: siteAddress(deps.config, request),
  };
}
