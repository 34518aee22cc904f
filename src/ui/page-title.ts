/**
 * `document.title` on a page the widget owns (the `pageTitle` mount option, the site's name): the
 * step's heading, then the site's name, "Error: " first while an error summary shows (WCAG 2.4.2).
 * Inside another page the title stays the host's: without the option nothing here writes it.
 * One per page, as the title is.
 */
let site: string | undefined;
let step = '';
let errors = 0;
let prefix = '';

const write = () => {
  if (site != null && step) document.title = (errors ? prefix + ' ' : '') + step + (site && ' \u2013 ' + site);
};

/** The site's name, from a mount's options: titles are written from now on (or not, without one). */
export const ownTitle = (name?: string) => {
  site = name;
};

/** The step now shown, by its heading's text. */
export function titleStep(text: string): void {
  step = text;
  write();
}

/** An error summary appears, its "Error:" in the screen's language; what this returns is called as it goes. */
export function errorShown(errorPrefix: string): () => void {
  prefix = errorPrefix;
  errors++;
  write();
  return () => {
    errors--;
    write();
  };
}
