import { MinusIcon, PlusIcon } from '@heroicons/react/20/solid';

interface QuantityStepperProps {
  quantity: number;
  name: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** − quantity +; below 1 is not offered (removing is its own button). */
export function QuantityStepper({ quantity, name, onChange, disabled }: QuantityStepperProps) {
  const button =
    'inline-flex size-11 items-center justify-center rounded-full text-plum-700 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className="inline-flex items-center rounded-full border border-linen-300 bg-white"
    >
      <button
        type="button"
        className={button}
        onClick={() => onChange(quantity - 1)}
        disabled={disabled || quantity <= 1}
        aria-label={`One less ${name}`}
      >
        <MinusIcon aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" aria-label="Quantity" className="min-w-8 text-center font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(quantity + 1)}
        disabled={disabled}
        aria-label={`One more ${name}`}
      >
        <PlusIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
