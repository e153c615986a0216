import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';

/** A screen that sends the reader on to another path (an old or second spelling), keeping the query. */
export function redirectTo(path: string): ComponentType {
  return function RedirectTo() {
    const { search } = useLocation();
    return <Navigate to={`${path}${search}`} replace />;
  };
}
