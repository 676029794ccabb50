import type { ReactNode } from 'react';

/** A titled part of the responsible-gaming page. */
export function RgSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rg-section" aria-labelledby={`rg-${id}`}>
      <h2 id={`rg-${id}`} className="rg-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
