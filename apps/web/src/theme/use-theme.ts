import type { Theme } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { themeStore } from './theme';

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, () => 'dark' as const);
  return [theme, themeStore.set];
}
