import { useRef } from 'react';
import { newActionKey } from '../lib/action-key.ts';

/**
 * One Idempotency-Key per action the user means to take: the same body tried again (a lost
 * answer, a second tap) keeps its key, so it cannot act twice; another body gets a new one.
 */
export function useActionKey(): (body: unknown) => string {
  const current = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown) => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) current.current = { body: text, key: newActionKey() };
    return current.current.key;
  };
}
