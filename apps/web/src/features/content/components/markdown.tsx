import { Link2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { slugify, textOf } from '../anchors';

function heading(Tag: 'h2' | 'h3', anchorPrefix: string) {
  return function Heading({ children }: { children?: ReactNode }) {
    const id = `${anchorPrefix}${slugify(textOf(children))}`;
    return (
      <Tag id={id} className="group scroll-mt-24">
        {children}
        <a
          href={`#${id}`}
          aria-hidden="true"
          tabIndex={-1}
          className="ms-2 inline-flex align-middle text-ink-500 opacity-0 transition-opacity group-hover:opacity-100 hover:text-accent"
        >
          <Link2 className="size-4" />
        </a>
      </Tag>
    );
  };
}

function ExternalAwareLink({ href, children }: ComponentProps<'a'>) {
  const isExternal = href !== undefined && /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      className="font-semibold text-accent underline-offset-2 hover:underline"
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

/**
 * Content markdown (FAQ answers, documentation, blog posts) rendered as React elements:
 * react-markdown never injects HTML (raw HTML in the source is dropped, `javascript:` links are
 * emptied), GFM adds tables. Headings get anchors `<anchorPrefix><slug>` for deep links.
 */
export function Markdown({ source, anchorPrefix = '' }: { source: string; anchorPrefix?: string }) {
  const components: Components = {
    h1: heading('h2', anchorPrefix),
    h2: heading('h2', anchorPrefix),
    h3: heading('h3', anchorPrefix),
    a: ExternalAwareLink,
    table: ({ children }) => (
      <div className="my-4 overflow-x-auto rounded-[var(--radius-control)] border border-ink-700">
        <table className="w-full text-sm">{children}</table>
      </div>
    ),
  };
  return (
    // Content may be English inside a Persian page: its own direction comes from its text.
    <div
      dir="auto"
      className="content-markdown space-y-3 text-sm leading-relaxed text-fog md:text-base [&_code]:rounded [&_code]:bg-ink-900 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.85em] [&_code]:text-white [&_h2]:pt-4 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-white [&_h3]:pt-2 [&_h3]:font-bold [&_h3]:text-white [&_li]:ms-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_pre]:overflow-x-auto [&_pre]:rounded-[var(--radius-control)] [&_pre]:bg-ink-900 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_strong]:text-white [&_td]:border-t [&_td]:border-ink-700 [&_td]:px-3 [&_td]:py-2 [&_th]:bg-ink-900 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold [&_th]:text-white [&_ul]:list-disc [&_ul]:space-y-1"
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {source}
      </ReactMarkdown>
    </div>
  );
}
