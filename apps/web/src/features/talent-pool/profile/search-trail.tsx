/**
 * "목록으로" on a profile returns to the search with its filters intact: history back when the page
 * before was the search, else the search's first page. The talent-pool gate tracks the trail.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TALENT_PATHS } from '@partners/contract';

type Trail = { previous: string | null; current: string | null };

const SearchTrailContext = createContext<RefObject<Trail> | null>(null);

const SEARCH_PREFIX = TALENT_PATHS.search('index').replace(/index\/1$/, '');

export function isTalentSearchPath(pathname: string): boolean {
  return pathname.startsWith(SEARCH_PREFIX);
}

export function SearchTrailProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const trail = useRef<Trail>({ previous: null, current: null });
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (trail.current.current !== here) trail.current = { previous: trail.current.current, current: here };
  }, [pathname, search]);
  return <SearchTrailContext.Provider value={trail}>{children}</SearchTrailContext.Provider>;
}

/** Where "목록으로" links when there is no search to go back to, and the handler that prefers history. */
export function useBackToSearch() {
  const trail = useContext(SearchTrailContext);
  const navigate = useNavigate();
  const fallback = TALENT_PATHS.search('index');
  const canGoBack = () => {
    const previous = trail?.current.previous;
    return previous != null && isTalentSearchPath(previous);
  };
  return {
    fallback,
    goBack: () => {
      if (canGoBack()) void navigate(-1);
      else void navigate(fallback);
    },
  };
}
