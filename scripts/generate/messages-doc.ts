/** Writes docs/messages.md from the English catalogue: every id a host can override, with its English text. */
import { en } from '../../src/i18n/en';
import type { Message } from '../../src/i18n/types';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const show = (message: Message) =>
  typeof message == 'string'
    ? cell(message)
    : Object.entries(message)
        .map(([form, text]) => `${form}: ${cell(text!)}`)
        .join('<br>');

export function messagesDoc(): string {
  const areas = new Map<string, [string, Message][]>();
  for (const [id, message] of Object.entries(en)) {
    const area = id.split('.')[0]!;
    areas.set(area, [...(areas.get(area) ?? []), [id, message]]);
  }
  const sections = [...areas].map(([area, rows]) => `## ${area}\n\n| Id | English |\n|---|---|\n${rows.map(([id, message]) => `| \`${id}\` | ${show(message)} |`).join('\n')}\n`);
  return `# The widget's messages

Generated from \`src/i18n/en\` by \`scripts/generate/messages-doc.ts\` (\`npm run generate\` rewrites it); do not edit by hand.

Every text the widget writes is one of these ${Object.keys(en).length} messages. English is the source; French (\`fr\`), German (\`de\`), Spanish (\`es\`) and Arabic (\`ar\`) ship as files beside \`bank.js\` (\`bank.fr.json\`…), and \`en-XA\` is a pseudo-locale for testing. A site replaces any message of any language with the \`messages\` mount option, by id:

\`\`\`js
mountBank(el, {
  basePath: '/wp-user',
  apiBase: 'https://bank.example',
  locale: 'fr',
  messages: { fr: { 'auth.signIn.title': 'Espace client' }, en: { 'auth.signIn.title': 'Customer area' } },
});
\`\`\`

- \`{name}\` is filled in by the widget, as text (never markup); keep it in your text.
- A message with forms (\`one\`, \`other\`; Arabic also \`zero\`, \`two\`, \`few\`, \`many\`) is chosen by \`{count}\` through \`Intl.PluralRules\`; give the forms your language uses.
- Texts the server sends (notifications, statement names, the server's error messages) are shown as they come and are not here.

${sections.join('\n')}`;
}
