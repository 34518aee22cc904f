/**
 * "View": how much room the page gives the widget and what the page behind it looks like, so a
 * developer can see the frame follow its own box and colorScheme 'auto' follow the page.
 *
 * - Widget width: the mount element gets a max-width (centred); "Full width" is the whole column.
 * - Page: data-demo-page="light" | "dark" on <html> (demo/page.css paints the body from it), the
 *   background the widget's colorScheme 'auto' reads up its ancestors.
 *
 * - Language: the widget's `locale` (the page reloads to mount it again in that language).
 *
 * All are kept in localStorage. With no stored choice: full width, and a dark page when the
 * device prefers dark (followed live until the visitor picks one).
 */
import { el, uniqueId } from './panel-dom.ts';

/** Every word the view controls show (one place, for the message catalogue). */
const VIEW_TEXT = {
  group: 'View',
  width: 'Widget width',
  page: 'Page background',
  widths: { phone: 'Phone (360 px)', column: 'Theme column (650 px)', full: 'Full width' },
  pages: { light: 'Light page', dark: 'Dark page' },
  language: 'Widget language',
} as const;

/** Each shipped language in its own name; en-XA is the pseudo-locale that shows untranslated text. */
const LANGUAGES = { en: 'English', fr: 'Français', de: 'Deutsch', es: 'Español', ar: 'العربية', 'en-XA': 'Pseudo (en-XA)' } as const;
type DemoLanguage = keyof typeof LANGUAGES;
const LANGUAGE_KEY = 'demo-view-language';

type WidgetWidth = keyof typeof VIEW_TEXT.widths;
type PageTone = keyof typeof VIEW_TEXT.pages;

/** The mount element's max-width for each choice; null: as wide as the column. */
const WIDGET_WIDTHS: Record<WidgetWidth, number | null> = { phone: 360, column: 650, full: null };
const PAGE_TONES: PageTone[] = ['light', 'dark'];

const WIDTH_KEY = 'demo-view-width';
const PAGE_KEY = 'demo-view-page';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this visit only.
  }
}

const isWidth = (value: string | null): value is WidgetWidth => value !== null && Object.hasOwn(WIDGET_WIDTHS, value);
const isTone = (value: string | null): value is PageTone => PAGE_TONES.includes(value as PageTone);

/** Sets the page's tone on <html>; call before the widget mounts so its first look is right. */
function applyPageTone(tone: PageTone): void {
  document.documentElement.dataset.demoPage = tone;
}

function applyWidgetWidth(mount: HTMLElement, width: WidgetWidth): void {
  const px = WIDGET_WIDTHS[width];
  mount.dataset.demoWidth = width;
  mount.style.maxInlineSize = px === null ? '' : `${px}px`;
}

/** A fieldset of radio buttons: native, so arrow keys move the choice and Tab leaves the group. */
function radioGroup<T extends string>(legend: string, name: string, labels: Record<T, string>, chosen: T, onChoose: (value: T) => void) {
  const radios = (Object.keys(labels) as T[]).map((value) => {
    const input = el('input', { type: 'radio', name, value, id: uniqueId(name) });
    input.checked = value === chosen;
    input.addEventListener('change', () => input.checked && onChoose(value));
    return { value, input, label: el('label', { class: 'demo-choice', for: input.id }, input, labels[value]) };
  });
  const fieldset = el('fieldset', { class: 'demo-choices' }, el('legend', {}, legend), ...radios.map((r) => r.label));
  const set = (value: T) => radios.forEach((r) => (r.input.checked = r.value === value));
  return { fieldset, set };
}

function languagePicker(chosen: DemoLanguage): HTMLElement {
  const select = el('select', { id: uniqueId('demo-language'), name: 'demo-language' });
  for (const [value, name] of Object.entries(LANGUAGES)) {
    const option = el('option', { value, lang: value }, name);
    option.selected = value === chosen;
    select.append(option);
  }
  select.addEventListener('change', () => {
    write(LANGUAGE_KEY, select.value);
    location.reload();
  });
  return el('div', { class: 'demo-choices' }, el('label', { for: select.id }, VIEW_TEXT.language), select);
}

export interface ViewControls {
  element: HTMLElement;
  /** The language to mount the widget in. */
  locale: DemoLanguage;
}

/**
 * Applies the stored (or default) view to the page and `mount`, and builds the controls that
 * change it. Apply happens here, at once, so call this before mounting the widget.
 */
export function startView(mount: HTMLElement): ViewControls {
  const storedWidth = read(WIDTH_KEY);
  const storedTone = read(PAGE_KEY);
  const width: WidgetWidth = isWidth(storedWidth) ? storedWidth : 'full';
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  let toneChosen = isTone(storedTone);
  const tone: PageTone = isTone(storedTone) ? storedTone : media?.matches ? 'dark' : 'light';
  applyWidgetWidth(mount, width);
  applyPageTone(tone);
  const storedLanguage = read(LANGUAGE_KEY);
  const locale: DemoLanguage = storedLanguage !== null && Object.hasOwn(LANGUAGES, storedLanguage) ? (storedLanguage as DemoLanguage) : 'en';

  const widthGroup = radioGroup(VIEW_TEXT.width, 'demo-view-width', VIEW_TEXT.widths, width, (value) => {
    write(WIDTH_KEY, value);
    applyWidgetWidth(mount, value);
  });
  const toneGroup = radioGroup(VIEW_TEXT.page, 'demo-view-page', VIEW_TEXT.pages, tone, (value) => {
    toneChosen = true;
    write(PAGE_KEY, value);
    applyPageTone(value);
  });
  // Until the visitor picks a page, the page follows the device as it changes.
  media?.addEventListener('change', () => {
    if (toneChosen) return;
    const next: PageTone = media.matches ? 'dark' : 'light';
    applyPageTone(next);
    toneGroup.set(next);
  });

  const element = el(
    'fieldset',
    { class: 'demo-view' },
    el('legend', { class: 'demo-view-title' }, VIEW_TEXT.group),
    el('div', { class: 'demo-view-groups' }, widthGroup.fieldset, toneGroup.fieldset, languagePicker(locale)),
  );
  return { element, locale };
}
