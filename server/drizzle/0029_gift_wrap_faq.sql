-- §30.3, §21.8: the FAQ's gift answer names the gift options and quotes GIFT_WRAP_FEE as {{gift_wrap_fee}}. Only an
-- answer still exactly as a seed wrote it (before the gift options, or with "the fee shown beside it") is replaced;
-- an answer the owner rewrote is left as it is. A fresh database gets the text from the seed.
UPDATE "faqs" SET "answer" = 'Every order is wrapped in tissue and packed in a recycled box with a small cotton pouch for each piece. If it is a gift, tick "This is a gift" at checkout for three options: a gift message of up to 300 characters, which we hand-write on a card; gift wrap by hand, for {{gift_wrap_fee}}, as its own line in your order; and "Hide prices on the packing slip", so nothing in the parcel shows what you paid.'
WHERE "question" = 'Do you offer gift wrapping?'
  AND "answer" IN (
    'Every order is wrapped in tissue and packed in a recycled box with a small cotton pouch for each piece. If it is a gift, add a note at checkout: we will leave out the invoice and hand-write your message on a card.',
    'Every order is wrapped in tissue and packed in a recycled box with a small cotton pouch for each piece. If it is a gift, tick "This is a gift" at checkout for three options: a gift message of up to 300 characters, which we hand-write on a card; gift wrap by hand, at the fee shown beside it at checkout and as its own line in your order; and "Hide prices on the packing slip", so nothing in the parcel shows what you paid.'
  );
