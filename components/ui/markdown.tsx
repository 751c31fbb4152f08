import Link from 'next/link';
import ReactMarkdown, { type Components } from 'react-markdown';

// Shop styles for the elements policy pages use. Raw HTML is dropped (skipHtml) and react-markdown's default
// URL filter removes javascript: links, so the API's text can never inject markup.
const components: Components = {
  h1: ({ children }) => <h2 className="mt-10 font-display text-3xl font-semibold text-plum-800">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-10 font-display text-3xl font-semibold text-plum-800">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 font-display text-2xl font-semibold text-plum-800">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 font-semibold text-plum-800">{children}</h4>,
  p: ({ children }) => <p className="mt-4 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-1.5 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-1.5 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="mt-4 border-l-4 border-terracotta-400 pl-4 italic text-ink-soft">{children}</blockquote>
  ),
  table: ({ children }) => (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b-2 border-linen-300 px-3 py-2 text-left font-semibold">{children}</th>,
  td: ({ children }) => <td className="border-b border-linen-200 px-3 py-2">{children}</td>,
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link href={href} className="font-semibold text-plum-700 underline underline-offset-2">
        {children}
      </Link>
    ) : (
      <a href={href} className="font-semibold text-plum-700 underline underline-offset-2" rel="noopener noreferrer">
        {children}
      </a>
    ),
  img: () => null,
};

export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown skipHtml components={components}>
      {children}
    </ReactMarkdown>
  );
}
