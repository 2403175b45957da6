import { createContext, useContext } from 'react';

/** The per-response CSP nonce; only the server render knows it. */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
