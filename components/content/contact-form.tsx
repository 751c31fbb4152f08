'use client';
import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Field, FieldFrame, controlClasses } from '@/components/ui/field';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { sendContactMessage, type ContactMessage } from '@/lib/api/content';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** The contact form: the server's field errors at their fields; what was typed stays when sending fails. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (field: keyof ContactMessage) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      await sendContactMessage(values);
      setSent(true);
      toast.success('Thank you! Your message is on its way.');
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, 'We could not send your message. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl bg-sage-100 p-8 text-center">
        <CheckCircleIcon aria-hidden="true" className="mx-auto size-12 text-sage-700" />
        <h2 className="mt-3 font-display text-3xl font-semibold text-plum-800">Message sent</h2>
        <p className="mt-2">
          Thank you, {values.name.split(' ')[0] || 'friend'}. We have emailed you a copy and will reply within two
          working days.
        </p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            setValues(EMPTY);
            setSent(false);
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
      {errors.form && (
        <p role="alert" className="text-sm font-semibold text-terracotta-700 sm:col-span-2">
          {errors.form}
        </p>
      )}
      <Field
        label="Your name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email')(e.target.value)}
      />
      <Field
        label="Subject"
        name="subject"
        required
        value={values.subject}
        error={errors.subject}
        onChange={(e) => set('subject')(e.target.value)}
        className="sm:col-span-2"
      />
      <FieldFrame label="Message" error={errors.message} className="sm:col-span-2">
        {(control) => (
          <textarea
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            className={controlClasses}
            {...control}
          />
        )}
      </FieldFrame>
      <div className="sm:col-span-2">
        <Button type="submit" loading={sending}>
          Send message
        </Button>
      </div>
    </form>
  );
}
