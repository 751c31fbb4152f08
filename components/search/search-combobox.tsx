'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FabricPlaceholder } from '@/components/ui/fabric-placeholder';
import { Highlighted } from '@/components/ui/highlighted';
import { Money } from '@/components/ui/money';
import { suggest, type Suggestions } from '@/lib/api/search';
import { usePicture } from '@/lib/use-picture';
import type { SearchInputProps } from '@/components/search/search-input';

/** Typing pauses this long before the shop is asked, so a word typed quickly costs one call, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Suggestions start at the second character: one letter matches half the catalog. */
export const SUGGEST_MIN_LENGTH = 2;

interface Option {
  key: string;
  href: string;
  /** The text a screen reader reads for the option, besides what it shows. */
  label: string;
  kind: 'product' | 'category';
  image?: string | null;
  price?: string;
}

function optionsOf(found: Suggestions): Option[] {
  return [
    ...found.products.map((p) => ({
      key: `p${p.id}`,
      href: `/products/${encodeURIComponent(p.slug)}`,
      label: p.name,
      kind: 'product' as const,
      image: p.image,
      price: p.price,
    })),
    ...found.categories.map((c) => ({
      key: `c${c.slug}`,
      href: `/products?category=${encodeURIComponent(c.slug)}`,
      label: c.name,
      kind: 'category' as const,
    })),
  ];
}

const announcement = (count: number) =>
  count === 0
    ? 'No suggestions.'
    : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose, Enter to open.`;

/**
 * The search box as a WAI-ARIA combobox with a listbox popup (the "list autocomplete" pattern): suggestions
 * arrive as the shopper types; Down and Up move through them (wrapping), Enter opens the chosen one or, with
 * none chosen, submits the form as before; Escape closes the list, or clears the box when it is closed. The
 * count is announced through a polite live region. Focus stays in the input throughout (aria-activedescendant).
 */
export function SearchCombobox({ id, name, defaultValue = '', placeholder, className, onNavigate }: SearchInputProps) {
  const router = useRouter();
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState(false);
  const [found, setFound] = useState<{ query: string; options: Option[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const focused = useRef(false);

  const query = value.trim();
  const options = found && found.query === query ? found.options : [];
  const expanded = open && options.length > 0;

  useEffect(() => {
    if (!typed || query.length < SUGGEST_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggest(query, controller.signal).then(
        (answer) => {
          const next = optionsOf(answer);
          setFound({ query, options: next });
          setActive(-1);
          setOpen(focused.current);
          if (focused.current) setStatus(announcement(next.length));
        },
        () => {
          // Aborted: the shopper typed on and a newer request is under way.
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, typed]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: Option) {
    close();
    setStatus('');
    onNavigate?.();
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          // Alt+Down only opens the list (WAI-ARIA); otherwise the first (or, going up, the last) is chosen.
          setActive(event.altKey ? -1 : down ? 0 : count - 1);
          return;
        }
        setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        return;
      }
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        } else close();
        return;
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else {
          setValue('');
          setStatus('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
  }

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className="relative w-full">
      <input
        id={id}
        name={name}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={value}
        placeholder={placeholder}
        className={className}
        onChange={(event) => {
          setValue(event.target.value);
          setTyped(true);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={() => {
          focused.current = false;
          close();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        // A click on a row must not take the focus from the input first (it would close the list).
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(24rem,60vh)] overflow-y-auto rounded-xl border border-linen-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.key}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(i)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm text-ink ${i === active ? 'bg-linen-100' : ''}`}
          >
            {option.kind === 'product' ? (
              <>
                <SuggestionPicture image={option.image} />
                <span className="line-clamp-2 min-w-0 flex-1">
                  <Highlighted text={option.label} query={query} />
                </span>
                <span className="shrink-0 font-semibold">
                  <Money amount={option.price} />
                </span>
              </>
            ) : (
              <>
                <span className="line-clamp-2 min-w-0 flex-1">
                  <Highlighted text={option.label} query={query} />
                </span>
                <span className="shrink-0 text-xs font-semibold uppercase tracking-[0.14em] text-terracotta-700">
                  Category
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

function SuggestionPicture({ image }: { image: string | null | undefined }) {
  const { src, onError } = usePicture(image);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a 40 px thumbnail in a popup: next/image's srcset is no gain here
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={onError}
      className="size-10 shrink-0 rounded-md object-cover"
    />
  ) : (
    <FabricPlaceholder className="size-10 shrink-0 rounded-md" />
  );
}
