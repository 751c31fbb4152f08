'use client';
import { contactBody } from '@fabric-tales/contract';
import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FieldFrame, controlClasses } from '@/components/ui/field';
import { sendContactMessage } from '@/lib/api/content';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form on the contract's contact body: errors at their fields; what was typed stays when sending fails. */
export function ContactForm() {
  const form = useZodForm(contactBody, { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [sentBy, setSentBy] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (message) => {
    try {
      await sendContactMessage(message);
      setSentBy(message.name);
      toast.success('Thank you! Your message is on its way.');
    } catch (error) {
      showServerErrors(form, error, 'We could not send your message. Please try again.');
      toast.error(serverMessage(form) ?? 'Please check the highlighted fields.');
    }
  });

  if (sentBy !== null) {
    return (
      <div role="status" className="rounded-2xl bg-sage-100 p-8 text-center">
        <CheckCircleIcon aria-hidden="true" className="mx-auto size-12 text-sage-700" />
        <h2 className="mt-3 font-display text-3xl font-semibold text-plum-800">Message sent</h2>
        <p className="mt-2">
          Thank you, {sentBy.split(' ')[0] || 'friend'}. We have emailed you a copy and will reply within two working
          days.
        </p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            form.reset(EMPTY);
            setSentBy(null);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-2xl border border-linen-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
    >
      {serverMessage(form) && (
        <p role="alert" className="text-sm font-semibold text-terracotta-700 sm:col-span-2">
          {serverMessage(form)}
        </p>
      )}
      <FormField form={form} name="name" label="Your name" autoComplete="name" required />
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <FormField form={form} name="subject" label="Subject" required className="sm:col-span-2" />
      <FieldFrame label="Message" error={errors.message?.message} className="sm:col-span-2">
        {(control) => (
          <textarea rows={6} required {...form.register('message')} className={controlClasses} {...control} />
        )}
      </FieldFrame>
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          Send message
        </Button>
      </div>
    </form>
  );
}
