/**
 * Navigation for code outside React (the API client's error rules). The router registers its
 * navigate function; before that, and for other hosts, a full page load is used.
 */
type SpaNavigate = (to: string, options?: { replace?: boolean }) => void;

let spaNavigate: SpaNavigate | null = null;

/** Full page loads, behind an object so tests can observe them (jsdom cannot navigate). */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
};

export function registerNavigate(navigate: SpaNavigate | null): void {
  spaNavigate = navigate;
}

/** Path + query of the page the user is on: the `redirect_url` sent to sign-in. */
export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  const isSameSitePath = to.startsWith('/') && !to.startsWith('//');
  if (isSameSitePath && spaNavigate) {
    spaNavigate(to, options);
    return;
  }
  if (options.replace) browserLocation.replace(to);
  else browserLocation.assign(to);
}
