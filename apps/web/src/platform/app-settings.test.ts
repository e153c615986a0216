import { describe, expect, it } from 'vitest';
import { parseAppSettings } from './app-settings';

const encode = (value: unknown) => btoa(JSON.stringify(value));

describe('app settings from the page', () => {
  it('reads what the server wrote', () => {
    expect(
      parseAppSettings(
        encode({
          supportDocumentsUrl: 'https://docs.example.com',
          mailOutbox: false,
          requestTimeoutSeconds: 3,
          maintenancePollSeconds: 2,
        }),
      ),
    ).toEqual({
      supportDocumentsUrl: 'https://docs.example.com',
      mailOutbox: false,
      requestTimeoutSeconds: 3,
      maintenancePollSeconds: 2,
    });
  });

  it('falls back to the development defaults without a server or with garbage', () => {
    const defaults = {
      supportDocumentsUrl: null,
      mailOutbox: true,
      requestTimeoutSeconds: 30,
      maintenancePollSeconds: 30,
    };
    expect(parseAppSettings('__APP_SETTINGS__')).toEqual(defaults);
    expect(parseAppSettings(null)).toEqual(defaults);
    expect(parseAppSettings('%%%')).toEqual(defaults);
  });
});
