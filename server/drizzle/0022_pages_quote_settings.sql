-- §21.8: the seeded FAQ and shipping terms quote the shop's settings through placeholders the API fills in.
-- Only the seed's own sentences are replaced; a text the owner rewrote is left as it is.
UPDATE "content_pages" SET "body" = replace(replace(replace("body",
  '- **Cost:** free for orders of 50.00 or more; otherwise a flat 4.90 per order.',
  '- **Cost:** standard shipping is free for orders of {{free_shipping_from}} or more; otherwise a flat {{shipping_fee}} per order. Faster methods, where we offer them, show their price at checkout.'),
  'when your parcel arrives. Prices include VAT.',
  'when your parcel arrives. {{prices_and_tax}}'),
  'within **30 days** of delivery.',
  'within **{{return_days}} days** of delivery.')
WHERE "slug" = 'tnc-shipping';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'Standard shipping is free on orders of {{free_shipping_from}} or more. Below that we charge a flat {{shipping_fee}} per order, however many pieces you choose. Faster methods, where we offer them, show their price at checkout. {{prices_and_tax}}'
WHERE "answer" = 'Shipping is free on orders of 50.00 or more. Below that we charge a flat 4.90 per order, however many pieces you choose.';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = replace("answer", 'in its original packaging within 30 days of delivery.', 'in its original packaging within {{return_days}} days of delivery.')
WHERE "question" = 'Can I return or exchange something?';
