import { splitLinks } from '../lib/text-links.ts';

/** Plain text with its http/https addresses tappable; they open in a new tab, sharing nothing with it. */
export function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    'href' in part ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
