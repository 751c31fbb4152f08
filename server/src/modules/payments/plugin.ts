import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CardPayments } from '../orders/card-payments';
import { registerPaymentJobs } from './expiry';
import { afterCancellation, markRefundDue } from './refunds';
import { openPayment, tryStartCheckout } from './sessions';

/**
 * Card payments' part in an order's life (`app.cardPayments`, which checkout and cancellation call) and the
 * payments jobs on this instance's worker: expiring unpaid card orders, refunding cancelled paid ones.
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const cardPayments: CardPayments = {
    open: (tx, orderId, now) => openPayment(app, tx, orderId, now),
    startCheckout: (orderId) => tryStartCheckout(app, orderId),
    owedOnCancel: async (tx, orderId, at) => {
      await markRefundDue(tx, orderId, at);
    },
    settleCancelled: (orderId) => afterCancellation(app, orderId),
  };
  app.decorate('cardPayments', cardPayments);
  registerPaymentJobs(app);
});
