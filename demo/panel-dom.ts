/**
 * A tiny element builder for the panel. Children given as strings become text nodes, so text
 * from the server can never be parsed as HTML.
 */
type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

let lastId = 0;
/** Ids tie labels to controls; prefixed so they cannot clash with the host page. */
export const uniqueId = (name: string) => `demo-${name}-${++lastId}`;

/** A labelled control: the label is visible and points at the control. */
export function field(labelText: string, control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): HTMLElement {
  control.id ||= uniqueId('field');
  return el('div', { class: 'demo-field' }, el('label', { for: control.id }, labelText), control);
}

/** Fills a <select> only when its options changed, keeping the choice, so polling does not disturb a user mid-choice. */
export function setOptions(select: HTMLSelectElement, options: Array<{ value: string; label: string }>, empty: string): void {
  const key = JSON.stringify(options);
  if (select.dataset.key === key) return;
  select.dataset.key = key;
  const chosen = select.value;
  select.replaceChildren(...(options.length ? options.map((o) => el('option', { value: o.value }, o.label)) : [el('option', { value: '' }, empty)]));
  if (options.some((o) => o.value === chosen)) select.value = chosen;
  select.disabled = options.length === 0;
}

export const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
