import { countryName, type ShippingAddress } from '@fabric-tales/contract';

/** An address as it is written on a parcel; a country code shows as its name. */
export function AddressLines({ address }: { address: ShippingAddress }) {
  const lines = [
    address.full_name,
    address.address_line1,
    address.address_line2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.state,
    countryName(address.country),
    address.phone,
  ].filter((line) => line.trim() !== '');
  return (
    <address className="text-sm not-italic leading-6 text-ink">
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
