/** Per-call flags read by the error rules (TanStack `meta` on a query or mutation). */
export type ApiMeta = {
  /** The caller handles or logs the failure itself; no global rule runs (sign-in form, bell, company search). */
  silent?: boolean;
  /** A visitor-data query: a failed GET shows no error modal (spec §8). */
  visitorData?: boolean;
  /**
   * Statuses the screen shows in the page itself (a 404 posting, a 403 the company's plan or role gives):
   * no global rule runs for them; any other status follows the rules.
   */
  inPageStatuses?: readonly number[];
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}
