import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Router } from 'wouter';

/**
 * Where the page is, as the address bar has it (not decoded): the path, the query ('' or '?a=b', kept on links
 * as it came) and the fragment ('' or '#a').
 */
export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** Goes to a path of the page (query and fragment included); `replace` takes the current entry's place. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

const AddressContext = createContext<{ address: Address; navigate: Navigate } | null>(null);

/** Splits `text` at the first `mark`: what comes before it, and the rest from it ('' for none or the mark alone). */
function cut(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  if (at === -1) return [text, ''];
  const rest = text.slice(at);
  return [text.slice(0, at), rest === mark ? '' : rest];
}

/** The address of a path as links and requests carry it ('/a/b?c=d#e'), its parts as `location` gives them. */
export function addressOf(path: string): Address {
  const [beforeHash, hash] = cut(path, '#');
  const [pathname, search] = cut(beforeHash, '?');
  return { pathname, search, hash };
}

function useAddressContext() {
  const held = useContext(AddressContext);
  if (!held) throw new Error('The page is read outside its router (AddressRouter)');
  return held;
}

/** The page's address, whichever router holds it. */
export const useAddress = (): Address => useAddressContext().address;

// wouter's location and query hooks, so its Switch, Route, Link, Redirect and useLocation follow the address.
const useRoutedLocation = (): [string, Navigate] => {
  const { address, navigate } = useAddressContext();
  return [address.pathname, navigate];
};
const useRoutedSearch = (): string => useAddressContext().address.search;

/**
 * Routes (wouter) at an address its caller keeps: the address bar's, the request's on the server, or one in
 * memory. The address is read as it came, where wouter's own hooks decode it.
 */
export function AddressRouter({
  address,
  navigate,
  children,
}: {
  address: Address;
  navigate: Navigate;
  children: ReactNode;
}) {
  const held = useMemo(() => ({ address, navigate }), [address, navigate]);
  return (
    <AddressContext.Provider value={held}>
      <Router hook={useRoutedLocation} searchHook={useRoutedSearch}>
        {children}
      </Router>
    </AddressContext.Provider>
  );
}

const addressBar = (): Address => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * The browser's router, following its address bar. Every move is a transition: a page whose code is still loading
 * leaves the current one on screen meanwhile rather than the spinner (wouter's own browser location is an
 * external store, whose changes cannot wait in a transition).
 */
export function AddressBarRouter({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(addressBar);
  const follow = useCallback(() => startTransition(() => setAddress(addressBar())), []);
  useEffect(() => {
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [follow]);
  const navigate = useCallback<Navigate>(
    (to, { replace = false } = {}) => {
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      follow();
    },
    [follow],
  );
  return (
    <AddressRouter address={address} navigate={navigate}>
      {children}
    </AddressRouter>
  );
}

/**
 * A router whose address lives in memory (the merchant preview's sample pages, unit tests): its links move within
 * it and never change the address bar. Nothing there goes back, so it keeps no history.
 */
export function MemoryRouter({ start, children }: { start: string; children: ReactNode }) {
  const [address, setAddress] = useState(() => addressOf(start));
  const navigate = useCallback<Navigate>((to) => setAddress(addressOf(to)), []);
  return (
    <AddressRouter address={address} navigate={navigate}>
      {children}
    </AddressRouter>
  );
}
