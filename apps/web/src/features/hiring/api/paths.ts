/** Fills the `:name` segments of a contract path (`/hr/projects/:id` → `/hr/projects/12`). */
export function apiPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}
