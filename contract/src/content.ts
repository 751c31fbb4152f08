import { z } from 'zod';
import { emailAddress, text } from './strings';

export const contactBody = z.object({
  name: text({ max: 100, min: 1 }),
  email: emailAddress(),
  subject: text({ max: 150, min: 1 }),
  message: text({ max: 5000, min: 10 }),
});
export type ContactBody = z.input<typeof contactBody>;
export type Contact = z.output<typeof contactBody>;
export const contactSent = z.object({ detail: z.string(), id: z.number().int() });

export const faq = z.object({ question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faq>;
export const faqList = z.array(faq);

/** privacy-policy and tnc-shipping: Markdown in `body`. */
export const contentPage = z.object({ title: z.string(), updated_at: z.string(), body: z.string() });
export type ContentPage = z.infer<typeof contentPage>;
