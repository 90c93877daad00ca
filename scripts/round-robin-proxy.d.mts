export type RoundRobinProxy = {
  url: string;
  /** How many requests each target answered, in the order of `targets`. */
  counts(): number[];
  close(): Promise<void>;
};
export function startRoundRobinProxy(options: { port?: number; host?: string; targets: string[] }): Promise<RoundRobinProxy>;
