import type { ReactNode } from 'react';

/**
 * A value shown in its own reading order whatever the language around it. In Arabic a phone
 * number, an account number, an email or a code would otherwise be reordered by the sentence
 * around it ("+1 555 0100" read as "0100 555 1+"): an identifier is isolated left to right. Free
 * text (a street address, a name) is isolated in the direction of its own first letter, so
 * "12 Harbour Street" keeps its number first. Form fields get the same through their `dir`.
 */
export function OwnOrder({ children, free = false }: { children: ReactNode; free?: boolean }) {
  return <bdi dir={free ? 'auto' : 'ltr'}>{children}</bdi>;
}
