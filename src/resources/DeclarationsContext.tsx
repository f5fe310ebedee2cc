import { createContext, useContext } from 'react';
import type { Declarations } from './declarations';

const DeclarationsContext = createContext<Declarations | null>(null);

/** Given by AdminApp: the features' declarations, for the menu and the resources' views. */
export const DeclarationsProvider = DeclarationsContext.Provider;

export const useDeclarations = (): Declarations => {
  const declarations = useContext(DeclarationsContext);
  if (!declarations) throw new Error('useDeclarations needs a DeclarationsProvider');
  return declarations;
};
