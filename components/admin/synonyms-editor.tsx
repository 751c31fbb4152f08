'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { useCapabilities } from '@/context/shop-config';
import { sameBlocks, SkeletonList } from '@/components/ui/skeleton-list';
import { splitSynonyms } from '@/lib/api/admin-search';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useCreateSynonym, useDeleteSynonym, useSynonyms } from '@/lib/api/queries/synonyms';

/**
 * The synonyms shoppers' searches use ("studs → earrings"): a short table to add to and prune. A backend that
 * does not list `search_synonyms` gets a note rather than the editor.
 */
export function SynonymsEditor() {
  return useCapabilities().search_synonyms ? (
    <Editor />
  ) : (
    <p className="text-sm text-ink-soft">This shop&apos;s search has no synonyms to edit.</p>
  );
}

function Editor() {
  const synonyms = useSynonyms(true);
  const creation = useCreateSynonym();
  const deletion = useDeleteSynonym();
  const [term, setTerm] = useState('');
  const [words, setWords] = useState('');
  const errors = creation.error ? fieldErrors(creation.error) : {};

  function add(event: FormEvent) {
    event.preventDefault();
    creation.mutate(
      { term: term.trim(), synonyms: splitSynonyms(words) },
      {
        onSuccess: (saved) => {
          toast.success(`Searches for “${saved.term}” now find ${saved.synonyms.join(', ')} too.`);
          setTerm('');
          setWords('');
        },
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-start">
      <Panel title="Add synonyms">
        <form onSubmit={add} className="flex flex-col gap-4" noValidate>
          <Field
            label="Word shoppers type"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            error={errors.term}
            hint="For example: studs"
            required
            maxLength={50}
          />
          <Field
            label="Also search for"
            value={words}
            onChange={(e) => setWords(e.target.value)}
            error={errors.synonyms}
            hint="Separate words with commas, for example: earrings, ear studs"
            required
          />
          {(errors.form || (creation.error && !errors.term && !errors.synonyms)) && (
            <p role="alert" className="text-sm text-terracotta-700">
              {errors.form ?? errorMessage(creation.error)}
            </p>
          )}
          <Button type="submit" loading={creation.isPending} className="self-start">
            Add synonyms
          </Button>
        </form>
      </Panel>
      <Panel title="Synonyms in use">
        <QueryState
          query={synonyms}
          loading={<SkeletonList label="Loading synonyms…" blocks={sameBlocks(3, 'h-10 rounded-lg')} />}
          errorTitle="We could not load the synonyms"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No synonyms yet" message="Searches find the words shoppers type, as typed." />}
        >
          {(list) => (
            <ul className="divide-y divide-linen-200">
              {list.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <p className="min-w-0">
                    <span className="font-semibold text-ink">{entry.term}</span>
                    <span aria-hidden="true" className="px-2 text-ink-soft">
                      →
                    </span>
                    <span className="sr-only"> also finds </span>
                    <span className="text-ink-soft">{entry.synonyms.join(', ')}</span>
                  </p>
                  <Button
                    variant="ghost"
                    className="!min-h-11 !px-0"
                    disabled={deletion.isPending}
                    onClick={() =>
                      deletion.mutate(entry.id, {
                        onSuccess: () => toast.success(`“${entry.term}” was removed.`),
                        onError: (error) => toast.error(errorMessage(error, 'The synonyms could not be removed.')),
                      })
                    }
                  >
                    Remove<span className="sr-only"> {entry.term}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Panel>
    </div>
  );
}
