import type { ReactNode } from 'react';
import '../../../components/public/public-frame.css';

/** The frame of the pages shown instead of the product (service unavailable, maintenance): no menu, one message. */
export function AvailabilityResult({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="pub-page">
      <main className="pub-main">
        <div className="pub-result">
          {icon}
          <h1 className="pub-result-title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
