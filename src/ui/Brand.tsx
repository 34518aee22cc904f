import { useOptions } from '../lib/services';

/** The bank's name and logo, from the `brand` mount option (the WordPress site's by default). */
export function Brand() {
  const { brand } = useOptions();
  return (
    <span className="brand">
      {brand.logoUrl ? <img className="brand-logo" src={brand.logoUrl} alt="" /> : null}
      <span className="brand-name">{brand.name}</span>
    </span>
  );
}
