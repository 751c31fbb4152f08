-- The shop's first shipping methods and tax table (docs/product-rules.md §21.1 and §21.4). Standard is the
-- default method: its price and free-from amount are the settings SHIPPING_FEE and FREE_SHIPPING_FROM (the
-- stored 0.00 is never used), so existing deployments keep charging what they did.
INSERT INTO "shipping_methods" ("name", "description", "estimate", "price", "free_from", "countries", "active", "sort_order", "is_default") VALUES
  ('Standard', 'Tracked parcel post, packed by hand.', '3–6 working days', 0.00, NULL, '[]'::jsonb, true, 0, true),
  ('Express', 'Courier delivery, signed for on arrival.', '1–2 working days', 15.00, NULL, '["AT","BE","CA","DE","ES","FR","GB","IT","JP","NL","US"]'::jsonb, true, 1, false),
  ('Pick-up in the workshop', 'Collect your order at our Portland workshop, Tuesday to Saturday.', 'Ready the next working day', 0.00, NULL, '["US"]'::jsonb, true, 2, false);
--> statement-breakpoint
INSERT INTO "tax_rates" ("country", "region", "class", "rate", "name", "applies_to_shipping") VALUES
  ('AT', '', 'standard', 20, 'VAT', true),
  ('AT', '', 'reduced', 10, 'VAT', false),
  ('BE', '', 'standard', 21, 'VAT', true),
  ('BE', '', 'reduced', 6, 'VAT', false),
  ('DE', '', 'standard', 19, 'VAT', true),
  ('DE', '', 'reduced', 7, 'VAT', false),
  ('ES', '', 'standard', 21, 'VAT', true),
  ('ES', '', 'reduced', 10, 'VAT', false),
  ('FR', '', 'standard', 20, 'VAT', true),
  ('FR', '', 'reduced', 5.5, 'VAT', false),
  ('IT', '', 'standard', 22, 'VAT', true),
  ('IT', '', 'reduced', 10, 'VAT', false),
  ('NL', '', 'standard', 21, 'VAT', true),
  ('NL', '', 'reduced', 9, 'VAT', false),
  ('GB', '', 'standard', 20, 'VAT', true),
  ('GB', '', 'reduced', 0, 'VAT', false),
  ('JP', '', 'standard', 10, 'Consumption tax', true),
  ('JP', '', 'reduced', 8, 'Consumption tax', false),
  ('CA', '', 'standard', 5, 'GST', true),
  ('US', 'CA', 'standard', 7.25, 'Sales tax', false),
  ('US', 'NY', 'standard', 4, 'Sales tax', true),
  ('US', 'TX', 'standard', 6.25, 'Sales tax', true),
  ('US', 'WA', 'standard', 6.5, 'Sales tax', true);
