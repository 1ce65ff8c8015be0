import { useEffect } from 'react';
import { dismissShownErrors } from '@/lib/shown-errors';

/**
 * Mounted with the path as its key: an error toast belongs to the screen that raised it, so
 * arriving on another screen dismisses it ('Credenciales incorrectas' after signing in).
 */
export function DismissErrorsOnLeave() {
  useEffect(() => dismissShownErrors(), []);
  return null;
}
