'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAddressPicker } from '@/components/checkout/address-picker';
import { checkoutForm, SHIPPING_FIELD_NAMES } from '@/components/checkout/checkout-form';
import { giftBody, NO_GIFT, type GiftChoice } from '@/components/checkout/gift-options';
import { useCart } from '@/context/cart-context';
import { useCapabilities } from '@/context/shop-config';
import { errorMessage, fieldErrors, isApiError } from '@/lib/api/errors';
import { EMPTY_SHIPPING, fetchShippingDefaults, isOutOfStock, placeOrder } from '@/lib/api/orders';
import { showServerErrors, useZodForm } from '@/lib/forms/zod-form';
import type { Order, PaymentMethod } from '@/lib/types';

/**
 * The checkout's form and state: the address prefilled from the profile (or chosen from the address book), placing the order with one
 * Idempotency-Key per attempt (a double click or a retry after a lost answer reuses it; a definite refusal
 * starts a new attempt).
 */
export function useCheckout() {
  const { loadCart } = useCart();
  const form = useZodForm(checkoutForm, { defaultValues: { ...EMPTY_SHIPPING, notes: '' } });
  const [prefilling, setPrefilling] = useState(true);
  const [outOfStock, setOutOfStock] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [shippingMethodId, setShippingMethodId] = useState<number | null>(null);
  // Gift options (§30.3), only from a backend that offers them.
  const { gifts } = useCapabilities();
  const [gift, setGift] = useState<GiftChoice>(NO_GIFT);
  const [giftError, setGiftError] = useState<string>();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const router = useRouter();
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const picker = useAddressPicker(form);

  useEffect(() => {
    fetchShippingDefaults()
      // What the shopper already typed wins over the profile.
      .then((defaults) => form.reset({ ...defaults, notes: '' }, { keepDirtyValues: true }))
      .catch(() => toast.info('We could not fill in your address from your profile; please type it in.'))
      .finally(() => setPrefilling(false));
  }, [form]);

  async function place({ notes, ...shipping }: z.output<typeof checkoutForm>) {
    if (inFlight.current) return;
    attemptKey.current ??= crypto.randomUUID();
    inFlight.current = true;
    setOutOfStock(null);
    setGiftError(undefined);
    try {
      const destination = await picker.destination(shipping);
      if (!destination) return;
      const placed = await placeOrder(
        {
          ...destination,
          notes,
          payment_method: paymentMethod,
          shipping_method_id: shippingMethodId,
          gift: gifts ? giftBody(gift) : undefined,
        },
        attemptKey.current,
      );
      attemptKey.current = null;
      window.dispatchEvent(new Event('forceCartRefresh'));
      if (placed.status === 'awaiting_payment') return goPay(placed);
      setOrder(placed);
      toast.success(`Order ${placed.number} is placed. Thank you!`);
    } catch (error) {
      const status = isApiError(error) ? error.status : undefined;
      // A definite refusal created no order: the corrected form is a new attempt with a new key.
      if (status && status >= 400 && status < 500) attemptKey.current = null;
      if (isOutOfStock(error)) {
        setOutOfStock(errorMessage(error, 'Some pieces in your cart have just sold out.'));
        void loadCart();
      } else {
        showServerErrors(form, error, undefined, SHIPPING_FIELD_NAMES);
        const giftErrors = fieldErrors(error);
        setGiftError(giftErrors['gift.message'] ?? giftErrors['gift.wrap'] ?? giftErrors['gift.hide_prices']);
        // A discount code that no longer applies: the cart's new figures are what an order would charge now.
        if (status === 409) void loadCart();
        // A method that stopped serving the country: the options are read again and another is chosen.
        if (status === 400) void queryClient.invalidateQueries({ queryKey: ['cart', 'shipping-quote'] });
      }
      toast.error(errorMessage(error, 'We could not place your order. Please try again.'));
    } finally {
      inFlight.current = false;
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

  function submit(event: FormEvent) {
    void form.handleSubmit(place, () => toast.error('Please fill in the highlighted fields.'))(event);
  }

  return {
    form,
    paymentMethod,
    setPaymentMethod,
    shippingMethodId,
    setShippingMethodId,
    prefilling,
    outOfStock,
    placing: form.formState.isSubmitting || redirecting,
    gifts,
    gift,
    setGift,
    giftError,
    order,
    submit,
    picker,
  };
}
