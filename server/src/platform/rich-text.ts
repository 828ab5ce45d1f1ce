import type { IOptions } from 'sanitize-html';

/** Cleans rich text an admin typed: formatting, links and images stay; scripts, handlers and styles go. */
export type RichTextCleaner = (html: string) => string;

let cleaner: Promise<RichTextCleaner> | undefined;

/**
 * sanitize-html, loaded on the first rich text written: with postcss and htmlparser2 it holds
 * about 10 MiB of the server's memory, and only product descriptions and articles need it.
 */
export function richTextCleaner(): Promise<RichTextCleaner> {
  cleaner ??= import('sanitize-html').then(({ default: sanitizeHtml }) => {
    const options: IOptions = {
      allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
      allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowedSchemesByTag: { img: ['https'] },
      allowProtocolRelative: false,
      transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
    };
    return (html) => sanitizeHtml(html, options);
  });
  return cleaner;
}
