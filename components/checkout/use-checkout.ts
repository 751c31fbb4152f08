'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useCart } from '@/context/cart-context';
import { errorMessage } from '@/lib/api/errors';
import {
  checkoutFieldErrors,
  EMPTY_SHIPPING,
  fetchShippingDefaults,
  isOutOfStock,
  missingShippingFields,
  placeOrder,
} from '@/lib/api/orders';
import type { Order, PaymentMethod, ShippingAddress } from '@/lib/types';

/**
 * The checkout's state: the address prefilled from the profile, placing the order with one Idempotency-Key per
 * attempt (a double click or a retry after a lost answer reuses it; a definite refusal starts a new attempt).
 */
export function useCheckout() {
  const { loadCart } = useCart();
  const [shipping, setShipping] = useState<ShippingAddress>(EMPTY_SHIPPING);
  const [notes, setNotes] = useState('');
  const [prefilling, setPrefilling] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outOfStock, setOutOfStock] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [redirecting, setRedirecting] = useState(false);
  const router = useRouter();
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const touched = useRef(false);

  useEffect(() => {
    fetchShippingDefaults()
      .then((defaults) => {
        if (!touched.current) setShipping(defaults);
      })
      .catch(() => toast.info('We could not fill in your address from your profile; please type it in.'))
      .finally(() => setPrefilling(false));
  }, []);

  function setField(field: keyof ShippingAddress, value: string) {
    touched.current = true;
    setShipping((s) => ({ ...s, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit() {
    if (inFlight.current) return;
    const missing = missingShippingFields(shipping);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      toast.error('Please fill in the highlighted fields.');
      return;
    }
    attemptKey.current ??= crypto.randomUUID();
    inFlight.current = true;
    setPlacing(true);
    setErrors({});
    setOutOfStock(null);
    try {
      const placed = await placeOrder({ shipping, notes, payment_method: paymentMethod }, attemptKey.current);
      attemptKey.current = null;
      window.dispatchEvent(new Event('forceCartRefresh'));
      if (placed.status === 'awaiting_payment') return goPay(placed);
      setOrder(placed);
      toast.success(`Order ${placed.number} is placed. Thank you!`);
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      // A definite refusal created no order: the corrected form is a new attempt with a new key.
      if (status && status >= 400 && status < 500) attemptKey.current = null;
      if (isOutOfStock(error)) {
        setOutOfStock(errorMessage(error, 'Some pieces in your cart have just sold out.'));
        void loadCart();
      } else {
        setErrors(checkoutFieldErrors(error));
        // A discount code that no longer applies: the cart's new figures are what an order would charge now.
        if (status === 409) void loadCart();
      }
      toast.error(errorMessage(error, 'We could not place your order. Please try again.'));
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  }

  /** A card order: on to Stripe Checkout; without a session yet, to the order's page and its "Pay now". */
  function goPay(placed: Order) {
    const checkoutUrl = placed.payment?.checkout_url;
    if (checkoutUrl) {
      setRedirecting(true);
      window.location.assign(checkoutUrl);
      return;
    }
    toast.info('Your order is kept, but card payment could not start. Try "Pay now" in a moment.');
    router.push(`/orders/${placed.id}`);
  }

  return {
    shipping,
    setField,
    notes,
    setNotes,
    paymentMethod,
    setPaymentMethod,
    prefilling,
    errors,
    outOfStock,
    placing: placing || redirecting,
    order,
    submit,
  };
}
