import { countryName } from '@fabric-tales/contract';
import type { ShippingAddress } from '@/lib/types';

export function ShippingAddressBlock({ address }: { address: ShippingAddress }) {
  const cityLine = [address.postal_code, address.city, address.state].filter(Boolean).join(' ');
  return (
    <address className="mt-2 text-sm not-italic leading-relaxed text-ink">
      <span className="font-semibold">{address.full_name}</span>
      <br />
      {address.address_line1}
      {address.address_line2 && (
        <>
          <br />
          {address.address_line2}
        </>
      )}
      <br />
      {cityLine}
      <br />
      {countryName(address.country)}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}
