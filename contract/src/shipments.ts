/**
 * The carriers the shop knows how to link to (docs/product-rules.md §29.2): a shipped order with one of them and a
 * tracking number gives the shopper a tracking link; any other carrier is kept as written, without a link.
 */
export const carriers = [
  { code: 'usps', name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  { code: 'ups', name: 'UPS', url: 'https://www.ups.com/track?tracknum={number}' },
  { code: 'fedex', name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  {
    code: 'dhl',
    name: 'DHL',
    url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  },
  {
    code: 'royal_mail',
    name: 'Royal Mail',
    url: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}',
  },
  {
    code: 'canada_post',
    name: 'Canada Post',
    url: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={number}',
  },
] as const;
export type Carrier = (typeof carriers)[number];

/** The known carrier a stored value names (its code or its name, in any case), else undefined. */
export function knownCarrier(value: string): Carrier | undefined {
  const key = value.trim().toLowerCase();
  return carriers.find((c) => c.code === key || c.name.toLowerCase() === key);
}

/** What the shop shows for a stored carrier: a known carrier's name, else the value as the admin wrote it. */
export const carrierName = (value: string) => knownCarrier(value)?.name ?? value;

/**
 * The tracking link of a parcel (§29.2): the carrier's page with the tracking number URL-encoded, or null for an
 * unknown carrier or no number.
 */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const known = knownCarrier(carrier);
  const number = trackingNumber.trim();
  if (!known || !number) return null;
  return known.url.replace('{number}', encodeURIComponent(number));
}
