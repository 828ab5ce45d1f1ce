import type { FastifyRequest } from 'fastify';
import { priceFormat, type PriceFormat } from './money.ts';
import type { AppDeps } from './types.ts';

/** How a caller reads an answer: their language, the default one to fall back on, and their currency. */
export interface Reader {
  lang: string;
  fallback: string;
  price: PriceFormat;
}

export async function readerOf(deps: AppDeps, request: FastifyRequest): Promise<Reader> {
  return { lang: request.lang, fallback: await deps.ref.defaultLanguage(), price: await priceFormat(deps.ref, request) };
}
