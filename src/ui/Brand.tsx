import { initials } from '../lib/initials';
import { useOptions } from '../lib/services';
import { useI18n } from '../lib/useI18n';
import { Icon } from './Icon';

/**
 * The bank's mark and name, from the `brand` mount option (the WordPress site's by default): the
 * site's logo when there is one, else a monogram of the bank's name in its primary colour (a bank
 * drawn there while the name is the widget's own, translated words rather than a name). Where
 * the page's own heading already says the name (`showName: false`), the name is not said twice on
 * screen: the mark stays, and the name is still what a screen reader hears.
 */
export function Brand() {
  const { brand } = useOptions();
  const { t } = useI18n();
  const name = brand.name || t('common.brand');
  return (
    <span className="brand">
      {brand.logoUrl ? (
        <img className="brand-logo" src={brand.logoUrl} alt="" />
      ) : (
        <span className="brand-mark" aria-hidden="true">
          {brand.name ? initials(name) : <Icon name="bank" />}
        </span>
      )}
      <span className={brand.showName ? 'brand-name' : 'visually-hidden'}>{name}</span>
    </span>
  );
}
