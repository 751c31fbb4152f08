'use client';
import { useState, type FormEvent } from 'react';
import { Panel } from '@/components/admin/panel';
import { ProductStatusBadge } from '@/components/admin/product-status-badge';
import { ResponsiveList, type Column } from '@/components/admin/responsive-list';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList } from '@/components/ui/skeleton-list';
import { useCapabilities } from '@/context/shop-config';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { ANNOUNCEMENT_PRODUCTS_MAX, type Announcement } from '@/lib/api/marketing';
import { useAdminProducts } from '@/lib/api/queries/admin';
import { useAnnouncements, useCreateAnnouncement } from '@/lib/api/queries/announcements';
import { formatDate, formatDateTime } from '@/lib/format';
import { showToast } from '@/lib/toast';

/**
 * The owner's announcements (§28): a subject, a text and up to 6 products, emailed through the job queue to every
 * address that confirmed its consent; the list shows what each one has done. A scheduled draft can be shown: the
 * announcement then waits for it to go live (§28.7). Only when the API lists `newsletter`.
 */
export function AnnouncementsEditor() {
  if (!useCapabilities().newsletter) return <p className="text-sm text-ink-soft">This shop sends no announcements.</p>;
  return (
    <div className="grid gap-6">
      <AnnouncementForm />
      <AnnouncementList />
    </div>
  );
}

function AnnouncementForm() {
  const live = useAdminProducts({ status: 'active', page_size: 100 });
  const drafts = useAdminProducts({ status: 'draft', page_size: 100 });
  const offered = [...(live.data?.results ?? []), ...(drafts.data?.results ?? []).filter((p) => p.publish_at)];
  const create = useCreateAnnouncement();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function toggle(id: number, on: boolean) {
    setChosen(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    create.mutate(
      { subject, body, product_ids: chosen },
      {
        onSuccess: (sent) => {
          showToast(
            'success',
            sent.send_at
              ? `Announcement saved: it goes out ${formatDateTime(sent.send_at)}, when its pieces go live.`
              : 'Announcement on its way to everyone who asked for it.',
          );
          setSubject('');
          setBody('');
          setChosen([]);
        },
        onError: (error) =>
          setErrors({ ...fieldErrors(error), form: errorMessage(error, 'We could not send the announcement.') }),
      },
    );
  }

  return (
    <Panel title="Write an announcement">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field
          label="Subject"
          value={subject}
          maxLength={150}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject}
        />
        <FieldFrame label="Text" error={errors.body} hint="Plain text; every line is a paragraph.">
          {(control) => (
            <textarea
              className={controlClasses}
              rows={6}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              {...control}
            />
          )}
        </FieldFrame>
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">Products to show (up to {ANNOUNCEMENT_PRODUCTS_MAX})</legend>
          <div className="grid max-h-60 gap-1 overflow-y-auto sm:grid-cols-2">
            {offered.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-plum-700"
                  checked={chosen.includes(p.id)}
                  disabled={!chosen.includes(p.id) && chosen.length >= ANNOUNCEMENT_PRODUCTS_MAX}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                {p.name}
                {p.status === 'draft' && <ProductStatusBadge product={p} />}
              </label>
            ))}
          </div>
          {errors.product_ids && <p className="text-sm text-terracotta-700">{errors.product_ids}</p>}
        </fieldset>
        <FormAlert message={errors.form} />
        <div>
          <Button type="submit" loading={create.isPending}>
            Send announcement
          </Button>
        </div>
      </form>
    </Panel>
  );
}

const columns: Column<Announcement>[] = [
  {
    header: 'Subject',
    cell: (a) => (
      <>
        {a.subject}
        {a.send_at ? (
          <span className="ml-2 text-ink-soft">(goes out {formatDateTime(a.send_at)})</span>
        ) : (
          a.finished_at === null && <span className="ml-2 text-ink-soft">(sending…)</span>
        )}
      </>
    ),
  },
  { header: 'Written', cell: (a) => formatDate(a.created_at) },
  { header: 'Sent', cell: (a) => a.sent, className: 'md:text-right' },
  { header: 'Failed', cell: (a) => a.failed, className: 'md:text-right' },
  { header: 'Unsubscribed', cell: (a) => a.unsubscribed, className: 'md:text-right' },
];

function AnnouncementList() {
  const announcements = useAnnouncements();
  return (
    <Panel title="Sent announcements">
      <QueryState
        query={announcements}
        loading={<SkeletonList label="Loading announcements…" blocks={['h-12', 'h-12']} className="grid gap-2" />}
        errorTitle="We could not load the announcements"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-sm text-ink-soft">No announcement yet.</p>}
      >
        {(data) => <ResponsiveList caption="Sent announcements" rows={data} columns={columns} rowKey={(a) => a.id} />}
      </QueryState>
    </Panel>
  );
}
