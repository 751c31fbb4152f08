import Link from 'next/link';
import type { AdminFabric } from '@fabric-tales/contract';
import { Thumbnail } from '@/components/ui/thumbnail';

/** The variants cut from a fabric: the cloth one piece takes, finished pieces, and what the cloth can still make. */
export function FabricUses({ uses }: { uses: AdminFabric['used_by'] }) {
  if (uses.length === 0) return <p className="text-sm text-ink-soft">No design is cut from this fabric yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs uppercase tracking-wide text-ink-soft">
        <tr>
          <th scope="col" className="py-2 pr-2 font-semibold">
            Design
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            Per piece
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            Finished
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">
            Can still make
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-linen-200">
        {uses.map((use) => (
          <tr key={use.variant_id}>
            <td className="py-2 pr-2">
              <span className="flex items-center gap-2">
                {use.product_image !== undefined && (
                  <Thumbnail image={use.product_image} sizes="40px" className="size-10 rounded-md" />
                )}
                <span>
                  <Link
                    href={`/admin/products/${use.product_id}`}
                    className="font-semibold text-plum-700 hover:underline"
                  >
                    {use.product_name}
                  </Link>
                  <span className="block text-ink-soft">{use.label}</span>
                </span>
              </span>
            </td>
            <td className="px-2 py-2 text-right tabular-nums">
              {use.fabric_cm === null ? '–' : `${use.fabric_cm} cm`}
            </td>
            <td className="px-2 py-2 text-right tabular-nums">{use.stock}</td>
            <td className="py-2 pl-2 text-right tabular-nums">
              {use.made_to_order ? use.can_make : <span className="text-ink-soft">not made to order</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
