/** A list row of the delete mode: the item's image (or a grey box), its title and a line about it. */
import type { ReactNode } from 'react';

interface Props {
  image: string;
  title: string;
  align?: 'start' | 'center';
  children?: ReactNode;
}

export default function ThumbnailRow({ image, title, align = 'start', children }: Props) {
  return (
    <div className={`flex ${align === 'center' ? 'items-center' : 'items-start'} gap-3`}>
      {image ? (
        <img src={image} alt="" className="h-14 w-20 shrink-0 rounded object-cover" loading="lazy" />
      ) : (
        <div className="h-14 w-20 shrink-0 rounded bg-slate-200" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{title}</p>
        {children}
      </div>
    </div>
  );
}
