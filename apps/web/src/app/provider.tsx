import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { ToastHost } from './toast-host';

/**
 * What every page shares. The component library's theme is not here: the pages without a
 * session are drawn without it, and the screens that use it wrap themselves (`antd-theme.tsx`).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
