/** The shop's FAQ and its Markdown pages, as first published. Admins may edit them later in the database. */

export const seedFaqs: { question: string; answer: string }[] = [
  {
    question: 'How long does shipping take?',
    answer:
      'Every piece is made and packed in our studio. In-stock orders leave within 1–2 working days and usually arrive 2–4 working days later. You will get an email as soon as your parcel is on its way, with a tracking number.',
  },
  {
    question: 'How much is shipping?',
    answer:
      'Standard shipping is free on orders of {{free_shipping_from}} or more. Below that we charge a flat {{shipping_fee}} per order, however many pieces you choose. Faster methods, where we offer them, show their price at checkout. {{prices_and_tax}}',
  },
  {
    question: 'How do I pay?',
    answer:
      'We offer cash on delivery: you pay the courier when your parcel arrives, so there is nothing to pay online and no card details to share. Please have the exact amount ready if you can.',
  },
  {
    question: 'Can I return or exchange something?',
    answer:
      'Yes. You can return any unworn piece in its original packaging within {{return_days}} days of delivery. Open the order in My Orders, choose "Return items", pick the pieces and tell us why; earrings can be returned only if the hygiene seal is intact. Once we approve, we email you the return number and the address to send the parcel to. We refund within 14 days of receiving it: to your card for card payments, or by the way we agree with you for cash on delivery. An exchange is a return plus a new order: return the piece for a refund and order the one you would like.',
  },
  {
    question: 'Can you repair a piece that comes apart?',
    answer:
      'Yes. If a piece arrives damaged or comes apart through normal wear within {{repair_days}} days of delivery, we repair it, or replace it when it cannot be repaired, free of charge. Open the order in My Orders, choose "Ask for a repair", pick the pieces and how many, tell us what happened and add up to 3 photos. We email you at each step: requested; accepted (then send the piece to our workshop with the repair number on the parcel) or declined with our reason; received; repaired; and shipped back to you with a tracking number. The order\'s page shows where your repair is.',
  },
  {
    question: 'How do I care for fabric jewelry?',
    answer:
      'Keep your pieces dry and away from perfume, hairspray and lotions. Dab marks with a barely damp cloth and let them air dry; never soak or machine wash jewelry. Scrunchies, scarves and pouches can be hand washed cold. Each product page lists its own care notes.',
  },
  {
    question: 'Which bracelet size should I choose?',
    answer:
      'Measure your wrist snugly with a tape or a strip of paper and add about 1.5 cm. S fits wrists up to 14 cm, M up to 16 cm and L up to 18 cm. If you are between sizes, choose the larger one; our braided bracelets also have a sliding knot.',
  },
  {
    question: 'Are the earring hooks suitable for sensitive ears?',
    answer:
      'Yes. Our hooks and posts are hypoallergenic stainless steel or gold-plated brass, and they are nickel-free.',
  },
  {
    question: 'Do you offer gift wrapping?',
    answer:
      'Every order is wrapped in tissue and packed in a recycled box with a small cotton pouch for each piece. If it is a gift, tick "This is a gift" at checkout for three options: a gift message of up to 300 characters, which we hand-write on a card; gift wrap by hand, for {{gift_wrap_fee}}, as its own line in your order; and "Hide prices on the packing slip", so nothing in the parcel shows what you paid.',
  },
  {
    question: 'Can I change or cancel my order?',
    answer:
      'You can cancel an order yourself from My Orders while it is still pending. Once it is confirmed, write to us quickly and we will do our best to change it before it ships. Cancelled items go straight back into stock.',
  },
  {
    question: 'How can I contact you?',
    answer:
      'Use the contact form on this site or write to hello@fabrictales.local. We answer every message within one working day, Monday to Friday.',
  },
];

export const seedPages: { slug: string; title: string; body: string }[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body: `Fabric Tales is a small studio. We collect only what we need to make and deliver your order, and we never sell your data.

## What we collect
- **Your account:** username, email address and password (stored only as a secure hash).
- **Your orders:** the items you bought, the delivery name, address and phone number, and any note you leave for us.
- **Your profile:** an optional name, address and profile picture that you choose to add.
- **Messages:** what you send us through the contact form.

## Why we use it
- To process, pack and deliver your orders and to send you order and account emails.
- To answer your questions and handle returns.
- To keep your account secure, for example with two-factor authentication if you turn it on.

We do not send marketing emails unless you ask us to, and we do not use advertising trackers.

## Who we share it with
Only the courier who delivers your parcel receives your delivery name, address and phone number. Our hosting and email providers process data on our behalf under contract. Nobody else receives your data unless the law requires it.

## How long we keep it
Order records are kept for as long as tax and accounting law requires (usually ten years). Contact messages are deleted after two years. The text of the emails we send you is deleted after 90 days; we keep only that an email was sent, its subject and when. Records of sign-ins are deleted after one year, and sign-in and password-reset links as soon as they expire. Background tasks are removed as soon as they finish, or 30 days after they fail.

You can delete your account at any time from your profile, with your password. You are signed out everywhere at once, we send one last email to confirm, and within minutes we erase your name, username, email address, phone number, addresses, picture, wishlist and stock alerts. Your order history is then anonymised: the orders stay in our accounts without your name, address or phone number.

## Your rights
You may see, correct, export or delete the personal data we hold about you. Your profile shows and corrects your details; "Download my data" on your profile gives you one file (JSON) with your profile, addresses, orders, returns, repairs, reviews, wishlist, stock alerts, newsletter consent and the emails we sent you, through a link that works once, for 24 hours, which we also email to you; and your profile is where you delete your account. You may also object to how we use your data: write to us through the contact page and we will answer within 30 days.

## Cookies and storage
The shop keeps your sign-in and your cart in your browser's local storage so that they survive a page reload. We use no third-party cookies.

## Changes
If we change this policy we will update the date on this page and, for important changes, email our customers.`,
  },
  {
    slug: 'tnc-shipping',
    title: 'Shipping, Terms & Conditions',
    body: `## Shipping
- **Processing:** in-stock pieces are packed within 1–2 working days. Made-to-order pieces say so on their page.
- **Delivery time:** usually 2–4 working days after dispatch.
- **Cost:** standard shipping is free for orders of {{free_shipping_from}} or more; otherwise a flat {{shipping_fee}} per order. Faster methods, where we offer them, show their price at checkout.
- **Tracking:** when your order ships you receive an email with its tracking number. You can follow every order's status under My Orders.

## Payment
We accept **cash on delivery**: you pay the courier in cash when your parcel arrives. {{prices_and_tax}}

## Orders
Your order is a request to buy; it is accepted when we confirm it by email. Stock is reserved the moment you place the order. If a piece turns out to be unavailable we will tell you straight away and you will not be charged for it.

You can cancel an order from My Orders while it is pending. Once confirmed, contact us and we will try to stop it before it ships.

## Returns and refunds
You may return unworn items in their original packaging within **{{return_days}} days** of delivery. Ask for the return from My Orders ("Return items"): choose the pieces, how many and why. For hygiene reasons earrings can only be returned with their seal intact, which you confirm in the request. Please wait for our approval email, with the return number and the return address, before sending anything back.

When the parcel arrives we check it and refund within 14 days: card payments go back to the card, cash-on-delivery orders are refunded by bank transfer or another way agreed with you. The refund is the price paid for the returned pieces, plus the shipping fee when an item was faulty. Return postage is paid by the customer unless the item was faulty. An exchange is a return plus a new order: return the piece for a refund and order the one you would like.

## Handmade pieces
Every piece is cut, sewn and wrapped by hand, so small differences in pattern placement and colour from the pictures are part of its character and not a fault.

## Faulty or damaged items: repairs
If a piece arrives damaged or comes apart through normal wear within **{{repair_days}} days** of delivery, we repair it, or replace it when it cannot be repaired, free of charge. Ask from My Orders: open the order, choose "Ask for a repair", pick the pieces and how many, tell us what happened and add up to 3 photos. We email you at each step, and the order's page shows them:

- **Requested:** we look at your request within two working days. Please wait for our answer before sending anything.
- **Accepted:** send the piece to our workshop with the repair number written on the parcel. Or **declined**, with our reason.
- **Received:** the piece is in our workshop.
- **Repaired:** the piece is mended (or replaced) and about to leave.
- **Shipped:** it is on its way back to you, with a tracking number.

## Contact
Questions about an order? Use the contact form or write to hello@fabrictales.local.`,
  },
];
