import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureTexts, needsTelling } from './api-error';
import { showError } from './notifier';

/**
 * Toasts of the outcome of a call: success briefly, errors top right until closed (spec,
 * section 8), with the server's texts or the generic one; a call's failure the HTTP client
 * already showed is not shown twice.
 */
export function useFeedback() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return {
    success(text: string) {
      void message.success(text);
    },
    failure(error: unknown) {
      if (!needsTelling(error)) return;
      for (const text of failureTexts(error, (key) => t(key))) {
        showError(text);
      }
    },
  };
}
