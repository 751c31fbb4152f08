import { carriers } from '@fabric-tales/contract';

/** The carrier select's choices when an order or a repair ships: none, or one the shop can link a tracking page for. */
export function CarrierOptions() {
  return (
    <>
      <option value="">No carrier</option>
      {carriers.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
