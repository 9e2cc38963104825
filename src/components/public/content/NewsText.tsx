/** A news item's text as paragraphs (a blank line between them); single line breaks are kept inside a paragraph. */
import { paragraphs } from '#domain/content/news.ts';

export function NewsText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`space-y-4 text-slate-800 ${className}`} data-news-full>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
