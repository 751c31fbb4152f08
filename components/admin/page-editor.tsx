'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { fillShopFigures } from '@fabric-tales/contract';
import { Markdown } from '@/components/ui/markdown';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import type { AdminFaq, AdminPage, EditablePage } from '@/lib/api/admin-content';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useAdminFaq, useAdminPage, useSaveFaq, useSavePage } from '@/lib/api/queries/console';

const TABS = [
  { key: 'faq', label: 'FAQ' },
  { key: 'tnc-shipping', label: 'Shipping & terms' },
  { key: 'privacy-policy', label: 'Privacy policy' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** The figures a text may quote, as the owner writes them. */
function FiguresNote({ figures }: { figures: Record<string, string> }) {
  return (
    <details className="text-sm text-ink-soft">
      <summary className="cursor-pointer font-semibold text-plum-700">Figures from the shop’s settings</summary>
      <p className="mt-2">Write these and the shop fills in today’s figure, so the pages always match checkout:</p>
      <ul className="mt-1 grid gap-1">
        {Object.entries(figures).map(([name, value]) => (
          <li key={name}>
            <code className="rounded bg-linen-100 px-1">{`{{${name}}}`}</code> → {value}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The FAQ, the shipping terms and the privacy policy (§29.5), each written in Markdown beside its preview. */
export function PageEditor() {
  const [tab, setTab] = useState<Tab>('faq');
  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label="Pages" className="flex flex-wrap gap-2">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => setTab(t.key)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${tab === t.key ? 'bg-plum-100 text-plum-800' : 'text-plum-700 hover:bg-linen-100'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((t) => t.key === tab)!.label}>
        {tab === 'faq' ? <FaqPane /> : <PagePane key={tab} slug={tab} />}
      </div>
    </div>
  );
}

function FaqPane() {
  const faq = useAdminFaq();
  return (
    <QueryState
      query={faq}
      loading={<ListSkeleton label="Loading the FAQ…" />}
      errorTitle="The FAQ could not be loaded"
    >
      {(data) => <FaqForm key={JSON.stringify(data.items)} faq={data} />}
    </QueryState>
  );
}

function FaqForm({ faq }: { faq: AdminFaq }) {
  const save = useSaveFaq();
  const [items, setItems] = useState(faq.items);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (i: number, key: 'question' | 'answer', value: string) =>
    setItems((list) => list.map((item, j) => (j === i ? { ...item, [key]: value } : item)));
  const move = (i: number, by: number) =>
    setItems((list) => {
      const next = [...list];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync(items);
      toast.success('The FAQ is saved; the shop shows it now.');
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, 'The FAQ could not be saved.'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FiguresNote figures={faq.figures} />
      {items.map((item, i) => (
        <Panel key={i} title={`Question ${i + 1}`}>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="grid gap-3">
              <Field
                label="Question"
                value={item.question}
                onChange={(e) => edit(i, 'question', e.target.value)}
                error={errors[`${i}.question`]}
                maxLength={300}
              />
              <FieldFrame label="Answer (Markdown)" error={errors[`${i}.answer`]}>
                {(control) => (
                  <textarea
                    className={`${controlClasses} font-mono text-sm`}
                    rows={5}
                    value={item.answer}
                    onChange={(e) => edit(i, 'answer', e.target.value)}
                    {...control}
                  />
                )}
              </FieldFrame>
              <div className="flex flex-wrap justify-end gap-1">
                <Button variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                  Move up
                </Button>
                <Button variant="ghost" disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                  Move down
                </Button>
                <Button variant="ghost" onClick={() => setItems((list) => list.filter((_, j) => j !== i))}>
                  Remove
                </Button>
              </div>
            </div>
            <Preview title={item.question} markdown={item.answer} figures={faq.figures} />
          </div>
        </Panel>
      ))}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={() => setItems((list) => [...list, { question: '', answer: '' }])}>
          Add a question
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save FAQ
        </Button>
      </div>
    </form>
  );
}

function PagePane({ slug }: { slug: EditablePage }) {
  const page = useAdminPage(slug);
  return (
    <QueryState
      query={page}
      loading={<ListSkeleton label="Loading the page…" />}
      errorTitle="The page could not be loaded"
    >
      {(data) => <PageForm key={data.updated_at} slug={slug} page={data} />}
    </QueryState>
  );
}

function PageForm({ slug, page }: { slug: EditablePage; page: AdminPage }) {
  const save = useSavePage(slug);
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ title, body });
      toast.success('The page is saved; the shop shows it now.');
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, 'The page could not be saved.'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FiguresNote figures={page.figures} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Write">
          <div className="grid gap-3">
            <Field
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={errors.title}
              maxLength={200}
            />
            <FieldFrame label="Text (Markdown)" error={errors.body}>
              {(control) => (
                <textarea
                  className={`${controlClasses} min-h-[24rem] font-mono text-sm`}
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                  {...control}
                />
              )}
            </FieldFrame>
          </div>
        </Panel>
        <Preview title={title} markdown={body} figures={page.figures} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save page
        </Button>
      </div>
    </form>
  );
}

/** The text as shoppers will read it: the public pages' Markdown renderer, the figures filled in. */
function Preview({ title, markdown, figures }: { title: string; markdown: string; figures: Record<string, string> }) {
  return (
    <section
      aria-label={`Preview of ${title || 'the text'}`}
      className="rounded-2xl border border-dashed border-linen-300 bg-linen-50 p-4"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Preview</p>
      <p className="mt-2 font-display text-xl font-semibold text-plum-800">{title}</p>
      <div className="text-sm">
        <Markdown>{fillShopFigures(markdown, figures)}</Markdown>
      </div>
    </section>
  );
}
