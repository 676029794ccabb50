import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface SidebarState {
  open: boolean;
  /** Whether it was ever opened: its lazy chunk is loaded (and kept mounted) from then on. */
  everOpened: boolean;
  setOpen: (open: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/** Lets the header, the home top bar and the sidebar share whether the right-hand sidebar is open. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const value = useMemo(
    () => ({
      open,
      everOpened,
      setOpen: (next: boolean) => {
        if (next) setEverOpened(true);
        setOpenState(next);
      },
    }),
    [open, everOpened],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar outside SidebarProvider');
  return state;
}
