import { ReconciliationOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch';
import '../public/public-frame.css';

export interface PublicLayoutProps {
  title: string;
  children: ReactNode;
  /** Wider cards for forms with more fields. */
  width?: number;
}

/**
 * The frame of the pages used without a session: sign-in, password and access requests. Drawn
 * with plain elements and `public-frame.css`: the component library is only loaded after
 * sign-in, so /login does not download it.
 */
export function PublicLayout({ title, children, width = 400 }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="pub-page">
      <header className="pub-header">
        <LanguageSwitch />
      </header>
      <main className="pub-main">
        <section className="pub-card" style={{ maxWidth: width }}>
          <div className="pub-brand">
            <ReconciliationOutlined aria-hidden className="pub-brand-icon" />
            <span className="pub-brand-name">{t('app.name')}</span>
            <h1 className="pub-brand-title">{title}</h1>
          </div>
          {children}
        </section>
      </main>
    </div>
  );
}
