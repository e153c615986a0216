import { LoadingOutlined } from '@ant-design/icons';
import type { Language } from '@trade-terms/domain/i18n';
import { App as AntApp, ConfigProvider, type ConfigProviderProps, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../platform/i18n';
import { setToasts } from '../platform/notifier';

const antdLocales: Record<Language, ConfigProviderProps['locale']> = { 'pt-BR': ptBR, en: enUS };

// Secondary texts, placeholders, links, status colours and the dimmed days and empty tables are
// darker than the library's defaults, so that every text keeps a contrast of at least 4.5:1 on
// white and on the page background (WCAG 2.1 AA). Disabled buttons keep the faint default; the
// values of disabled fields do not, since a read-only form (an agreement awaiting approval, say)
// is read by its approvers.
const READABLE_DIM_TEXT = 'rgba(0, 0, 0, 0.56)';
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1659a8',
    colorLink: '#1659a8',
    colorInfo: '#1659a8',
    colorError: '#c41d1f',
    colorSuccess: '#1f5e0b',
    colorWarning: '#8a4f00',
    // Tints given rather than derived: the palette of a dark seed gives greyish ones.
    colorInfoBg: '#e8f0fa',
    colorErrorBg: '#fff1f0',
    colorSuccessBg: '#eef7e8',
    colorSuccessBorder: '#b7d9a3',
    colorWarningBg: '#fff7e6',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: READABLE_DIM_TEXT,
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#0f2d52', headerHeight: 56, headerPadding: '0 24px', bodyBg: '#f3f5f8' },
    Table: { colorTextDisabled: READABLE_DIM_TEXT },
    Calendar: { colorTextDisabled: READABLE_DIM_TEXT },
    Select: { colorTextDisabled: READABLE_DIM_TEXT },
    Input: { colorTextDisabled: READABLE_DIM_TEXT },
    InputNumber: { colorTextDisabled: READABLE_DIM_TEXT },
    DatePicker: { colorTextDisabled: READABLE_DIM_TEXT },
  },
};

// A user whose system asks for less motion (WCAG 2.3.3) gets lists, drawers, menus and dialogs
// that open and close at once, without the library's animations; the choice is followed live.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionPreference = {
  subscribe(onChange: () => void) {
    const query = window.matchMedia?.(REDUCED_MOTION);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  },
  reduced: () => window.matchMedia?.(REDUCED_MOTION).matches === true,
};
const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

// A busy button keeps its text as its accessible name ("Entrar", not "loading Entrar"), and its
// spinner does not linger through antd's collapse animation after the call ends.
const busyIcon = <LoadingOutlined aria-hidden />;

/**
 * Hands the component library's notifications to the HTTP client, which shows the server's
 * message lists (spec, section 8): errors top right until closed, successes for a few seconds.
 */
function ToastBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setToasts({
      error: (text, key, onClose) =>
        notification.error({ key, title: text, placement: 'topRight', duration: 0, onClose }),
      close: (key) => notification.destroy(key),
      warning: (text) => notification.warning({ title: text, placement: 'topRight' }),
      success: (text) => notification.success({ title: text, placement: 'topRight' }),
    });
    return () => setToasts(null);
  }, [notification]);
  return null;
}

/**
 * The component library's theme, language and feedback (message, notification) for the screens
 * drawn with it: the signed-in shell and the bare frame load it with their own chunks, so /login
 * does not download it.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  // Subscribing to the language re-renders the whole tree, antd's own texts included, on a switch.
  useTranslation();
  const language = currentLanguage();
  const reducedMotion = useSyncExternalStore(motionPreference.subscribe, motionPreference.reduced);
  return (
    <ConfigProvider
      locale={antdLocales[language]}
      theme={reducedMotion ? reducedMotionTheme : theme}
      button={{ loadingIcon: busyIcon }}
    >
      {/* Toasts open below the top bar (56 px), so they never cover its logout button. */}
      <AntApp notification={{ top: 64 }}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** The HTTP client's toasts, drawn at the root (`toast-host.tsx`) beside the screens. */
export function AntdToasts() {
  return (
    <AntdTheme>
      <ToastBridge />
    </AntdTheme>
  );
}
