'use client';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ArrowDownIcon, ArrowUpIcon } from '@heroicons/react/20/solid';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { Thumbnail } from '@/components/ui/thumbnail';
import type { AdminCategory } from '@/lib/api/admin-categories';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useAdminCategories, useCategoryChange } from '@/lib/api/queries/console';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-plum-700 hover:bg-linen-100 disabled:opacity-30';

/**
 * The shop's categories (§29.4): add, rename, describe, picture and order them; one holding products cannot be
 * deleted. Every change shows in the shop at once.
 */
export function CategoriesEditor() {
  const categories = useAdminCategories();
  const change = useCategoryChange();
  const [editing, setEditing] = useState<number | null>(null);

  const move = (c: AdminCategory, by: number) =>
    change.update.mutate(
      { id: c.id, change: { position: c.position + by } },
      { onError: (e) => toast.error(errorMessage(e, 'The category could not be moved.')) },
    );
  const remove = (c: AdminCategory) =>
    change.remove.mutate(c.id, {
      onSuccess: () => toast.success(`“${c.name}” is deleted.`),
      onError: (e) => toast.error(errorMessage(e, 'The category could not be deleted.')),
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <Panel title="Categories">
        <QueryState
          query={categories}
          loading={<ListSkeleton label="Loading categories…" />}
          errorTitle="Categories could not be loaded"
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-ink-soft">No categories yet: add the first one.</p>}
        >
          {(list) => (
            <ol className="divide-y divide-linen-200">
              {list.map((c, i) => (
                <li key={c.id} className="py-3">
                  <div className="flex items-center gap-3">
                    <Thumbnail image={c.image} sizes="48px" className="size-12 rounded-lg" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold text-plum-800">{c.name}</p>
                      <p className="truncate text-xs text-ink-soft">
                        /{c.slug} · {c.product_count} product{c.product_count === 1 ? '' : 's'}
                      </p>
                    </div>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Move ${c.name} up`}
                      disabled={i === 0}
                      onClick={() => move(c, -1)}
                    >
                      <ArrowUpIcon aria-hidden="true" className="size-5" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Move ${c.name} down`}
                      disabled={i === list.length - 1}
                      onClick={() => move(c, 1)}
                    >
                      <ArrowDownIcon aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                  <div className="mt-1 flex flex-wrap justify-end gap-1">
                    <Button
                      variant="ghost"
                      aria-expanded={editing === c.id}
                      aria-label={`Edit ${c.name}`}
                      onClick={() => setEditing(editing === c.id ? null : c.id)}
                    >
                      {editing === c.id ? 'Close' : 'Edit'}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Delete ${c.name}`}
                      disabled={c.product_count > 0}
                      title={c.product_count > 0 ? 'Move its products to another category first.' : undefined}
                      onClick={() => remove(c)}
                    >
                      Delete
                    </Button>
                  </div>
                  {editing === c.id && <CategoryForm category={c} onDone={() => setEditing(null)} />}
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </Panel>
      <Panel title="Add a category">
        <CategoryForm />
      </Panel>
    </div>
  );
}

/** A category's name, slug, description and picture; without `category`, a new one (emptied once added). */
function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone?: () => void }) {
  const change = useCategoryChange();
  const [values, setValues] = useState({
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const input = {
        name: values.name,
        description: values.description,
        ...(values.slug ? { slug: values.slug } : {}),
      };
      const saved = category
        ? await change.update.mutateAsync({ id: category.id, change: input })
        : await change.create.mutateAsync(input);
      toast.success(category ? `“${saved.name}” is saved.` : `“${saved.name}” is added.`);
      if (category) onDone?.();
      else setValues({ name: '', slug: '', description: '' });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, 'The category could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  async function picture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !category) return;
    try {
      await change.picture.mutateAsync({ id: category.id, file });
      toast.success('The picture is saved.');
    } catch (error) {
      toast.error(fieldErrors(error).image ?? errorMessage(error, 'The picture could not be saved.'));
    }
  }

  return (
    <form onSubmit={save} noValidate className="mt-3 grid gap-3">
      <Field label="Name" value={values.name} onChange={set('name')} error={errors.name} maxLength={100} required />
      <Field
        label="Address in the shop"
        value={values.slug}
        onChange={set('slug')}
        error={errors.slug}
        hint={category ? 'Changing it changes the category’s links.' : 'Optional; made from the name.'}
        maxLength={200}
      />
      <FieldFrame label="Description" error={errors.description}>
        {(control) => (
          <textarea
            className={controlClasses}
            rows={3}
            maxLength={2000}
            value={values.description}
            onChange={set('description')}
            {...control}
          />
        )}
      </FieldFrame>
      {category && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label className="cursor-pointer font-semibold text-plum-700 underline underline-offset-4">
            {category.image ? 'Replace picture' : 'Add a picture'}
            <input type="file" accept="image/*" className="sr-only" onChange={picture} />
          </label>
          {category.image && (
            <Button variant="ghost" onClick={() => change.update.mutate({ id: category.id, change: { image: null } })}>
              Remove picture
            </Button>
          )}
        </div>
      )}
      <div className="flex justify-end gap-2">
        {onDone && (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {category ? 'Save category' : 'Add category'}
        </Button>
      </div>
    </form>
  );
}
