/** What the server tells the web client at start, through a meta tag of the page. */
export interface AppSettings {
  /** The external support-documents link of the side menu; none hides the entry. */
  supportDocumentsUrl: string | null;
  /**
   * Whether the development mail outbox page is available to this browser (no SMTP, outside
   * production, and the browser on the server's machine unless the server opened it).
   */
  mailOutbox: boolean;
  /** How long a call may go unanswered before the client gives it up. */
  requestTimeoutSeconds: number;
  /** How often the client asks whether maintenance mode is on. */
  maintenancePollSeconds: number;
}

const PLACEHOLDER = '__APP_SETTINGS__';
/** When Vite serves the page nobody fills the tag: the API's development defaults. */
const DEVELOPMENT_SETTINGS: AppSettings = {
  supportDocumentsUrl: null,
  mailOutbox: true,
  requestTimeoutSeconds: 30,
  maintenancePollSeconds: 30,
};

export function parseAppSettings(metaContent: string | null | undefined): AppSettings {
  if (!metaContent || metaContent === PLACEHOLDER) return DEVELOPMENT_SETTINGS;
  try {
    const parsed = JSON.parse(atob(metaContent)) as Partial<AppSettings>;
    const positive = (value: unknown, fallback: number) =>
      typeof value === 'number' && value > 0 ? value : fallback;
    return {
      supportDocumentsUrl: typeof parsed.supportDocumentsUrl === 'string' ? parsed.supportDocumentsUrl : null,
      mailOutbox: parsed.mailOutbox === true,
      requestTimeoutSeconds: positive(
        parsed.requestTimeoutSeconds,
        DEVELOPMENT_SETTINGS.requestTimeoutSeconds,
      ),
      maintenancePollSeconds: positive(
        parsed.maintenancePollSeconds,
        DEVELOPMENT_SETTINGS.maintenancePollSeconds,
      ),
    };
  } catch {
    return DEVELOPMENT_SETTINGS;
  }
}

let settings: AppSettings | undefined;

export function appSettings(): AppSettings {
  settings ??= parseAppSettings(document.querySelector('meta[name="app-settings"]')?.getAttribute('content'));
  return settings;
}
