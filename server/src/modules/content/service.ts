import type { Contact } from '@fabric-tales/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages, contentPages, faqs } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { renderEmail } from '../email/layout';
import { fillShopFigures } from '@fabric-tales/contract';
import { shopFigures } from './shop-figures';

export async function listFaqs(app: FastifyInstance) {
  const rows = await app.db
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  const figures = shopFigures(app.config);
  return rows.map((row) => ({ question: row.question, answer: fillShopFigures(row.answer, figures) }));
}

/** A Markdown page such as privacy-policy or tnc-shipping. */
export async function getPage(app: FastifyInstance, slug: string) {
  const [page] = await app.db
    .select({ title: contentPages.title, updated_at: contentPages.updatedAt, body: contentPages.body })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  if (!page) throw notFound();
  return {
    ...page,
    body: fillShopFigures(page.body, shopFigures(app.config)),
    updated_at: page.updated_at.toISOString(),
  };
}

/** Keeps the message, then emails it to the shop and an acknowledgement to the sender. */
export async function submitContact(app: FastifyInstance, input: Contact): Promise<number> {
  const [row] = await app.db
    .insert(contactMessages)
    .values({ ...input, createdAt: app.clock.now() })
    .returning({ id: contactMessages.id });
  const { shopName, shopEmail } = app.config;

  const toShop = renderEmail(app.config, {
    title: `Contact form: ${input.subject}`,
    paragraphs: [
      `From: ${input.name} <${input.email}>`,
      `Message #${row.id}:`,
      input.message,
      'Reply to the sender at the address above.',
    ],
  });
  await app.outbox.send({
    to: shopEmail,
    subject: `[Contact #${row.id}] ${input.subject}`,
    kind: 'contact',
    ...toShop,
  });

  // A fixed text: the form takes any address, so an acknowledgement that echoed the sender's name, subject or
  // message would let anyone send words of their choosing to a stranger from the shop's own address.
  const ack = renderEmail(app.config, {
    title: 'We received your message',
    paragraphs: [
      'Hello,',
      `Thank you for writing to ${shopName}. We read every message ourselves and will answer within one working day.`,
      'If you did not write to us, someone entered your address by mistake: you can ignore this email.',
    ],
    cta: { label: 'Visit the shop', url: `${app.config.frontendUrl}/products` },
  });
  await app.outbox.send({
    to: input.email,
    subject: `${shopName}: we received your message`,
    kind: 'contact_ack',
    ...ack,
  });
  return row.id;
}
