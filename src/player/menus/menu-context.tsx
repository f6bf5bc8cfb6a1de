import {
  createContext,
  useContext,
  useMemo,
  useReducer,
  type ActionDispatch,
  type ReactNode,
} from 'react';
import { menuReducer, noMenu, type MenuEvent, type MenuState } from './menu-state';

/** The one active menu of the player and the way to change it. */
export interface MenuHandle {
  menu: MenuState;
  dispatch: ActionDispatch<[event: MenuEvent]>;
}

const MenuContext = createContext<MenuHandle | null>(null);

/** Holds the active menu (none by default) for every menu of the player below it. */
export function MenuProvider({ children }: { children: ReactNode }) {
  const [menu, dispatch] = useReducer(menuReducer, noMenu);
  const handle = useMemo(() => ({ menu, dispatch }), [menu]);
  return <MenuContext value={handle}>{children}</MenuContext>;
}

/** The active menu and its dispatch; only inside <MenuProvider>. */
export function useMenu(): MenuHandle {
  const handle = useContext(MenuContext);
  if (!handle) throw new Error('A menu was rendered outside <MenuProvider>');
  return handle;
}
