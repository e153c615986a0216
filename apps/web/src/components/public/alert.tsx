import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export type AlertKind = 'error' | 'warning' | 'success' | 'info';

const icons = {
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  success: CheckCircleFilled,
  info: InfoCircleFilled,
} as const;

/**
 * A message box of the pages without a session. Failures and warnings interrupt (role=alert);
 * outcomes and instructions are read politely (role=status).
 */
export function Alert({ kind, text, icon = true }: { kind: AlertKind; text: string; icon?: boolean }) {
  const Icon = icons[kind];
  return (
    <div
      className={`pub-alert pub-alert-${kind}`}
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
    >
      {icon && (
        <span className="pub-alert-icon">
          <Icon aria-hidden />
        </span>
      )}
      <span>{text}</span>
    </div>
  );
}

/** Above a form: the notices given (children), then the call's failures, each in its box. */
export function Alerts({ failures = [], children }: { failures?: readonly string[]; children?: ReactNode }) {
  if (failures.length === 0 && !children) return null;
  return (
    <div className="pub-alerts">
      {children}
      {failures.map((text) => (
        <Alert key={text} kind="error" text={text} />
      ))}
    </div>
  );
}
