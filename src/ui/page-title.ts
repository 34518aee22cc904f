/**
 * `document.title` on a page the widget owns (the `pageTitle` mount option): the step's heading,
 * then the site's name, "Error: " first while an error summary shows (WCAG 2.4.2). Inside
 * another page the title stays the host's: nothing here runs unless the option is set.
 */
let errors = 0;
let last: [site: string, step: string, prefix: string] | null = null;

const write = () => {
  if (last) document.title = (errors ? last[2] + ' ' : '') + last[1] + (last[0] ? ' \u2013 ' + last[0] : '');
};

/** The step now shown, by its heading's text. */
export function titleStep(site: string, step: string, errorPrefix: string): void {
  last = [site, step, errorPrefix];
  write();
}

/** An error summary appears; what this returns is called as it goes. */
export function errorShown(): () => void {
  errors++;
  write();
  return () => {
    errors--;
    write();
  };
}
