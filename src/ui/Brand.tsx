import { initials } from '../lib/initials';
import { useOptions } from '../lib/services';

/**
 * The bank's mark and name, from the `brand` mount option (the WordPress site's by default): the
 * site's logo when there is one, else a monogram of the bank's name in its primary colour.
 */
export function Brand() {
  const { brand } = useOptions();
  return (
    <span className="brand">
      {brand.logoUrl ? (
        <img className="brand-logo" src={brand.logoUrl} alt="" />
      ) : (
        <span className="brand-mark" aria-hidden="true">
          {initials(brand.name)}
        </span>
      )}
      <span className="brand-name">{brand.name}</span>
    </span>
  );
}
