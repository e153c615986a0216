import { RequireSession } from '../features/session/components/require-session';
import { AntdTheme } from './antd-theme';
import { RouteAccessGuard } from './route-access-guard';

/** The screens that need a session but no menu nor header (the NPS survey). */
export function BareFrame() {
  return (
    <AntdTheme>
      <RequireSession>
        <RouteAccessGuard />
      </RequireSession>
    </AntdTheme>
  );
}
